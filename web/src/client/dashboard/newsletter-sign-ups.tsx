import { useQuery } from '@apollo/client/react';
import { OwnerNewsletterSignUpsDocument } from '../../graphql/generated/dashboard.ts';

const SHOWN = 200;
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The site's newsletter list: each address, when it signed up and whether it has unsubscribed since (by the link of a mail). */
export function NewsletterSignUps({ formNames }: { formNames: ReadonlyMap<string, string> }) {
  const { data } = useQuery(OwnerNewsletterSignUpsDocument, {
    variables: { first: SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const signUps = data?.site?.newsletterSignUps ?? [];
  const subscribed = signUps.filter((s) => !s.unsubscribedAt).length;
  return (
    <section className="newsletter-sign-ups" aria-labelledby="newsletter-sign-ups-title">
      <h3 id="newsletter-sign-ups-title">Newsletter sign-ups</h3>
      {!data ? (
        <p className="cart-status">Loading sign-ups…</p>
      ) : signUps.length === 0 ? (
        <p className="cart-status">
          No sign-ups yet. Each gets a welcome mail with an unsubscribe link; who leaves is shown here.
        </p>
      ) : (
        <>
          <p className="hint" data-testid="newsletter-counts">
            {subscribed} subscribed, {signUps.length - subscribed} unsubscribed
            {signUps.length === SHOWN ? ` (the latest ${SHOWN})` : ''}.
          </p>
          <div className="table-scroll">
            <table className="inventory-table newsletter-table">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Form</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {signUps.map((signUp) => (
                  <tr key={signUp.email} data-testid="newsletter-sign-up">
                    <th scope="row" className="newsletter-email">
                      {signUp.email}
                    </th>
                    <td data-label="Form">{formNames.get(signUp.formId) ?? 'A deleted form'}</td>
                    <td data-label="Signed up">{dateOf(signUp.signedUpAt)}</td>
                    <td data-label="Status">
                      {signUp.unsubscribedAt ? (
                        <span className="newsletter-status is-unsubscribed">
                          Unsubscribed {dateOf(signUp.unsubscribedAt)}
                        </span>
                      ) : (
                        <span className="newsletter-status is-subscribed">Subscribed</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
