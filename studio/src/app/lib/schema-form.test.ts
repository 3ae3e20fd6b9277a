import { describe, expect, it } from 'vitest';
import { describeDefault, fieldsOf, humanize, parseNumberInput } from './schema-form.ts';

// Shapes as the composer's palette emits them (z.toJSONSchema of the block configs).
const FLASH_SALE = {
  type: 'object',
  properties: {
    layout: { default: 'auto', type: 'string', enum: ['auto', 'cardsSlider'] },
    forceBlackFridayLayout: { default: false, type: 'boolean' },
    maxCards: { default: 12, type: 'integer', minimum: 1, maximum: 24 },
  },
  additionalProperties: false,
};
const THEMED = {
  type: 'object',
  properties: {
    from: { default: 1, type: 'integer', minimum: 1, maximum: 9007199254740991 },
    to: {
      default: null,
      anyOf: [{ type: 'integer', minimum: 1, maximum: 9007199254740991 }, { type: 'null' }],
    },
  },
};
const OTHERS = {
  type: 'object',
  properties: {
    statusCode: {
      default: 404,
      anyOf: [
        { type: 'number', const: 404 },
        { type: 'number', const: 500 },
      ],
    },
    stars: {
      default: [4, 5],
      minItems: 1,
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: 5 },
    },
    videoId: { default: 'waypoint-commercial', type: 'string', minLength: 1 },
    only: { const: 'x' },
    odd: { type: 'object' },
  },
};

describe('fieldsOf', () => {
  it('reads enums, booleans and bounded integers with their defaults', () => {
    expect(fieldsOf(FLASH_SALE)).toEqual([
      {
        name: 'layout',
        label: 'Layout',
        nullable: false,
        default: 'auto',
        kind: 'enum',
        options: ['auto', 'cardsSlider'],
      },
      {
        name: 'forceBlackFridayLayout',
        label: 'Force black friday layout',
        nullable: false,
        default: false,
        kind: 'boolean',
      },
      {
        name: 'maxCards',
        label: 'Max cards',
        nullable: false,
        default: 12,
        kind: 'number',
        integer: true,
        min: 1,
        max: 24,
      },
    ]);
  });

  it('reads nullable integers and drops the safe-integer bound', () => {
    const [from, to] = fieldsOf(THEMED);
    expect(from).toMatchObject({ kind: 'number', min: 1, nullable: false });
    expect(from).not.toHaveProperty('max');
    expect(to).toMatchObject({ kind: 'number', integer: true, nullable: true, default: null, min: 1 });
  });

  it('reads unions of literals, integer lists, strings, consts, and falls back to JSON', () => {
    expect(fieldsOf(OTHERS).map((f) => [f.name, f.kind])).toEqual([
      ['statusCode', 'enum'],
      ['stars', 'integerList'],
      ['videoId', 'string'],
      ['only', 'enum'],
      ['odd', 'json'],
    ]);
    expect(fieldsOf(OTHERS)[0]).toMatchObject({ options: [404, 500] });
    expect(fieldsOf(OTHERS)[1]).toMatchObject({ min: 1, max: 5, minItems: 1, default: [4, 5] });
  });
});

describe('helpers', () => {
  it('humanizes names and defaults', () => {
    expect(humanize('maxCards')).toBe('Max cards');
    expect(describeDefault(null)).toBe('none');
    expect(describeDefault([4, 5])).toBe('4, 5');
    expect(describeDefault(true)).toBe('on');
  });

  it('parses number inputs, leaving bad text to the server', () => {
    expect(parseNumberInput('12', { nullable: false })).toBe(12);
    expect(parseNumberInput('', { nullable: false })).toBeUndefined();
    expect(parseNumberInput('', { nullable: true })).toBeNull();
    expect(parseNumberInput('1.5', { nullable: false })).toBe(1.5);
    expect(parseNumberInput('abc', { nullable: false })).toBe('abc');
  });
});
