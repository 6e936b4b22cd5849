export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath?: string;
  params: Record<string, unknown>;
  message?: string | undefined;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/**
 * One readable sentence naming each offending field, e.g.
 * `body/email is required` or `querystring/start must be integer`.
 */
export function validationMessage(context: string, issues: readonly ValidationIssue[]): string {
  const byField = new Map<string, string>();
  const allowed = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword === 'required') {
      const missing = issue.params.requiredProperties ?? issue.params.missingProperty;
      for (const name of Array.isArray(missing) ? missing : [missing]) {
        const field = `${context}${issue.instancePath}/${String(name)}`;
        if (!byField.has(field)) byField.set(field, `${field} is required`);
      }
      continue;
    }
    const field = `${context}${issue.instancePath}`;
    if (issue.keyword === 'const' && 'allowedValue' in issue.params) {
      allowed.set(field, [...(allowed.get(field) ?? []), issue.params.allowedValue]);
      continue;
    }
    if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) {
      allowed.set(field, [...(allowed.get(field) ?? []), ...issue.params.allowedValues]);
      continue;
    }
    // anyOf repeats what its branches already said.
    if (issue.keyword === 'anyOf' && (allowed.has(field) || byField.has(field))) continue;
    if (!byField.has(field)) byField.set(field, `${field} ${issue.message ?? 'is invalid'}`);
  }
  for (const [field, values] of allowed) {
    const unique = [...new Set(values)];
    byField.set(
      field,
      unique.length === 1
        ? `${field} must be ${describe(unique[0])}`
        : `${field} must be one of ${unique.map(describe).join(', ')}`,
    );
  }
  const sentences = [...byField.values()];
  return sentences.length > 0 ? sentences.slice(0, 5).join('; ') : `${context} is invalid`;
}
