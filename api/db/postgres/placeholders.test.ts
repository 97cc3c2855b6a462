import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from './placeholders';

describe('numberPlaceholders', () => {
  it('numbers each parameter in order', () => {
    expect(
      numberPlaceholders('select "id" from "users" where "email" = ? and "role" in (?, ?) limit ?'),
    ).toBe('select "id" from "users" where "email" = $1 and "role" in ($2, $3) limit $4');
  });

  it('leaves a question mark inside a string, a quoted name or a comment as text', () => {
    expect(
      numberPlaceholders(
        `select 'why?', 'it''s ?', "odd?name" from t -- or ?\nwhere a = ? /* b = ? */ and c = ?`,
      ),
    ).toBe(`select 'why?', 'it''s ?', "odd?name" from t -- or ?\nwhere a = $1 /* b = ? */ and c = $2`);
  });

  it('keeps a query without parameters as it is', () => {
    expect(numberPlaceholders('begin')).toBe('begin');
  });
});
