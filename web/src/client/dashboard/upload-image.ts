import type { DashboardImageFragment } from '../../graphql/generated/dashboard.ts';
import { crumbCookie } from '../shared/crumb-cookie.ts';

/** Uploads a file to /admin/media (checked and sized by the catalog); the image, or why not. */
export async function uploadImage(file: File): Promise<{ image: DashboardImageFragment } | { message: string }> {
  try {
    const response = await fetch('/admin/media', {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream', 'x-csrf-token': crumbCookie() },
    });
    const body = (await response.json().catch(() => ({}))) as { image?: DashboardImageFragment; message?: string };
    return body.image ? { image: body.image } : { message: body.message ?? `The upload failed (${response.status}).` };
  } catch {
    return { message: 'The image could not be sent. Check your connection and try again.' };
  }
}
