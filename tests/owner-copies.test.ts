import { describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';
import { useSmtpSink } from './support/smtp-sink.ts';

/** A mail server started by this file; it refuses mail at first, as a full or down relay would. */
const smtp = useSmtpSink();
smtp.refusing = true;
const received = () => smtp.received.map((m) => m.to);

const app = useTestPlatform(() => ({ ...smtp.options, jobs: ['forms.owner-copies'] }));

describe('the owner’s copy of a submission', () => {
  it('is kept when SMTP refuses it and mailed by a later try; the submission never waits for it', async () => {
    const owner = await signedInClient(app.url);
    const definition = {
      name: 'Callback request',
      captcha: 'none',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    };
    const saved = await owner.graphql(
      `mutation($input: SaveFormInput!) { saveForm(input: $input) { form { id } userErrors { code } } }`,
      {
        input: { definition: JSON.stringify(definition), notifyEmail: 'studio@example.com' },
      },
    );
    const formId = saved.json.data.saveForm.form.id;

    const visitor = new HttpClient(app.url);
    await visitor.openPage('/shop');
    const key = (await visitor.api('POST', '/api/form/FormSubmissionKey')).json.key;
    const sent = await visitor.api('POST', '/api/form/SaveFormSubmission', {
      formId,
      key,
      form: { email: 'caller@example.com' },
    });
    expect(sent.status).toBe(200);
    const submissionId = sent.json.submissionId;

    // The first try was refused: the copy waits, with the reason, and the outbox shows the failure.
    await expect
      .poll(
        async () =>
          (
            await app.db.query(`select attempts, last_error from forms.pending_owner_copy where submission_id = $1`, [
              submissionId,
            ])
          )[0]?.attempts,
      )
      .toBe(1);
    const [pending] = await app.db.query(`select last_error from forms.pending_owner_copy where submission_id = $1`, [
      submissionId,
    ]);
    expect(pending.last_error).toContain('Mailbox temporarily unavailable');
    expect(
      (await app.db.query(`select status from platform.outbox_message where to_address = 'studio@example.com'`)).map(
        (r: { status: string }) => r.status,
      ),
    ).toEqual(['failed']);

    // A run before the pause is over leaves it; once due, it is mailed and leaves the list.
    smtp.refusing = false;
    await app.platform.jobs!.runNow('forms.owner-copies');
    expect(received()).toEqual([]);
    await app.db.query(`update forms.pending_owner_copy set next_attempt_at = now() where submission_id = $1`, [
      submissionId,
    ]);
    await app.platform.jobs!.runNow('forms.owner-copies');
    expect(received()).toEqual(['studio@example.com']);
    expect(
      await app.db.query(`select * from forms.pending_owner_copy where submission_id = $1`, [submissionId]),
    ).toEqual([]);
    expect(
      (
        await app.db.query(
          `select status from platform.outbox_message where to_address = 'studio@example.com' order by created_at`,
        )
      ).map((r: { status: string }) => r.status),
    ).toEqual(['failed', 'sent']);
    await app.platform.jobs!.runNow('forms.owner-copies');
    expect(received()).toEqual(['studio@example.com']);
  });
});
