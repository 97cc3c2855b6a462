import * as v from 'valibot';

// valibot words an unknown key of a strict object as "Invalid key: Expected never ..."; say it plainly.
export const issueMessage = (issue: v.BaseIssue<unknown>): string =>
  issue.type === 'strict_object' && issue.expected === 'never' ? 'Unexpected field' : issue.message;

/** Field name -> first message: the shape of the API's `fields` and of every form's errors. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[v.getDotPath(issue) ?? '_'] ??= issueMessage(issue);
  }
  return fields;
}
