import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database';

// Each test file on PostgreSQL leaves no connection open behind it.
afterAll(closeTestDatabases);
