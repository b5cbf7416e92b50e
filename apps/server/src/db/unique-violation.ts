/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), as PGlite and
 * node-postgres report it, also when Drizzle wraps the driver's error as its `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
