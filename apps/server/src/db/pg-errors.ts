/** PostgreSQL unique_violation, as thrown by pg directly or wrapped by drizzle (`cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
