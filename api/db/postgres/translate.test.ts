import { describe, expect, it } from 'vitest';
import { toPostgres } from './translate';

describe('toPostgres', () => {
  it('names the conflict columns of an upsert bare and numbers the parameters', () => {
    expect(
      toPostgres(
        'insert into "notifications" ("id", "key") values (?, ?) on conflict ("notifications"."key") do nothing',
      ),
    ).toBe('insert into "notifications" ("id", "key") values ($1, $2) on conflict ("key") do nothing');
    expect(
      toPostgres(
        'insert into "job_leases" ("name", "holder") values (?, ?) on conflict ("job_leases"."name", "job_leases"."holder") do update set "holder" = ?',
      ),
    ).toBe(
      'insert into "job_leases" ("name", "holder") values ($1, $2) on conflict ("name", "holder") do update set "holder" = $3',
    );
  });

  it('leaves qualified names elsewhere as they are', () => {
    expect(toPostgres('select "users"."id" from "users" where "users"."email" = ?')).toBe(
      'select "users"."id" from "users" where "users"."email" = $1',
    );
  });
});
