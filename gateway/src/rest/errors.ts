import type { Response } from 'express';

/** Every REST failure has one JSON shape: a readable message and a stable code. */
export function sendError(
  res: Response,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  res.status(status).json({ error: message, code, ...extra });
}
