// Lua scripts so that a write and its tag memberships, and an invalidation and its broadcast, each take
// one round trip and cannot be half-applied. Key names are computed by the caller and passed as KEYS.

/**
 * KEYS[1] entry key, KEYS[2..] tag set keys; ARGV[1] envelope JSON, ARGV[2] PX in ms.
 * A tag set lives as long as its longest-lived member (extended, never shortened), so tag sets of
 * expired entries disappear by themselves; members that expired earlier are harmless to DEL later.
 */
export const WRITE_SCRIPT = `
local px = tonumber(ARGV[2])
redis.call('SET', KEYS[1], ARGV[1], 'PX', px)
for i = 2, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[1])
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl == -1 or ttl < px then redis.call('PEXPIRE', KEYS[i], px) end
end
return 1
`;

/**
 * KEYS = tag set keys; ARGV[1] channel, ARGV[2] message. Deletes every member of every tag set, the tag
 * sets themselves, then publishes the message. Returns the number of entry keys deleted.
 */
export const INVALIDATE_SCRIPT = `
local deleted = 0
for i = 1, #KEYS do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 500 do
    deleted = deleted + redis.call('DEL', unpack(members, j, math.min(j + 499, #members)))
  end
  redis.call('DEL', KEYS[i])
end
redis.call('PUBLISH', ARGV[1], ARGV[2])
return deleted
`;
