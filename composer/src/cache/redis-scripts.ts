// Lua scripts on one key each, so that they run on a Redis Cluster as on one server (every key of a
// script must hash to the same slot). Key names are computed by the caller and passed as KEYS.

/**
 * KEYS[1] a tag set, ARGV[1] an entry key, ARGV[2] the entry's PX in ms. Adds the entry to the set; a
 * tag set lives as long as its longest-lived member (extended, never shortened), so tag sets of expired
 * entries disappear by themselves; members that expired earlier are harmless to delete later.
 */
export const TAG_ADD_SCRIPT = `
local px = tonumber(ARGV[2])
redis.call('SADD', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -1 or ttl < px then redis.call('PEXPIRE', KEYS[1], px) end
return 1
`;
