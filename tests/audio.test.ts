import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { sineWav } from './support/wav-file.ts';

const app = useTestPlatform();
const rows = (sql: string, params: unknown[] = []) => app.db.query(sql, params) as Promise<any[]>;
const kiln = () => `http://kiln.localhost:${new URL(app.url).port}`;

const UPLOAD = `mutation($base64: String!) { uploadAudio(base64: $base64) { audio { id contentType sizeBytes url } userErrors { field code message } } }`;
const SAVE_PAGE = `mutation($input: PageInput!) { savePage(input: $input) { collection { id fullUrl } userErrors { code } } }`;

describe('the audio player block', () => {
  it('stores an owner’s audio file by its bytes, serves it with its type, and draws the block in a page', async () => {
    const owner = await signedInClient(app.url);
    const wav = sineWav();
    const uploaded = (await owner.graphql(UPLOAD, { base64: wav.toString('base64') })).json.data.uploadAudio;
    expect(uploaded.userErrors).toEqual([]);
    const { id } = uploaded.audio;
    expect(uploaded.audio).toEqual({ id, contentType: 'audio/wav', sizeBytes: wav.length, url: `/media/audio/${id}` });
    expect(id).toMatch(/^aud_[0-9a-f-]{36}$/);
    expect(
      await rows(`select content_type, size_bytes, website_id from catalog.audio_file where id = $1`, [id]),
    ).toEqual([{ content_type: 'audio/wav', size_bytes: wav.length, website_id: expect.any(String) }]);

    const visitor = new HttpClient(app.url);
    const served = await visitor.request('GET', `/media/audio/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(served.bytes, wav)).toBe(0);
    // Another site's host finds no such file; nor does an id of another shape.
    expect((await new HttpClient(kiln()).request('GET', `/media/audio/${id}`)).status).toBe(404);
    expect((await visitor.request('GET', '/media/audio/aud_nope')).status).toBe(404);

    const saved = (
      await owner.graphql(SAVE_PAGE, {
        input: {
          title: 'Listen',
          body: `<p>The kiln at dawn.</p><div data-audio-block="${id}" onclick="alert(1)"></div>`,
        },
      })
    ).json.data.savePage;
    expect(saved.userErrors).toEqual([]);
    const page = await visitor.request('GET', saved.collection.fullUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<figure class="audio-block" data-testid="audio-block"><audio controls preload="metadata" src="/media/audio/${id}">`,
    );
    expect(page.text).not.toContain('alert(1)');
    // The page's policy lets it play media from the site itself, and from nowhere else.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('media-src');
  });

  it('refuses what is not audio, an empty upload and a visitor, storing nothing', async () => {
    const [before] = await rows(`select count(*)::int as n from catalog.audio_file`);
    const owner = await signedInClient(app.url);
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect((await owner.graphql(UPLOAD, { base64: html })).json.data.uploadAudio.userErrors).toEqual([
      {
        field: ['base64'],
        code: 'AUDIO_UNREADABLE',
        message: 'This file is not audio we can play. Use MP3, Ogg, WAV, FLAC or M4A.',
      },
    ]);
    await owner.openPage('/admin');
    const empty = await owner.request('POST', '/admin/media/audio', {
      raw: '',
      headers: { 'content-type': 'audio/wav', 'X-CSRF-Token': owner.crumb! },
    });
    expect({ status: empty.status, json: empty.json }).toEqual({
      status: 400,
      json: { message: 'Choose an audio file.', code: 'AUDIO_EMPTY' },
    });
    const visitor = new HttpClient(app.url);
    const refused = (await visitor.graphql(UPLOAD, { base64: sineWav(0.1).toString('base64') })).json.data.uploadAudio;
    expect(refused.userErrors.map((e: { code: string }) => e.code)).toEqual(['NOT_SIGNED_IN']);
    const [after] = await rows(`select count(*)::int as n from catalog.audio_file`);
    expect(after.n).toBe(before.n);
  });
});
