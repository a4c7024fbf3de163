import { useQuery } from '@apollo/client/react';
import { Fragment } from 'react';
import { OwnerDonationsDocument, type DonationStatus } from '../../graphql/generated/dashboard.ts';
import { Money } from '../shared/money.tsx';
import { dayText } from './subscription-labels.ts';
import { LoadStatus } from './load-status.tsx';

/** The most the list asks for (the API's own limit): the newest ones. */
const FIRST = 100;

/** How the owner reads a donation's status. */
const STATUS_LABELS: Record<DonationStatus, string> = {
  PAID: 'Paid',
  PENDING: 'Awaiting payment',
  DECLINED: 'Declined',
  FAILED: 'Failed',
};

/** The donations given through the donation block, newest first, with what was received per currency. */
export function DonationsPanel() {
  const { data, loading, error } = useQuery(OwnerDonationsDocument, { variables: { first: FIRST } });
  const donations = data?.site?.donations;
  // What the paid ones listed came to, per currency (a store may have changed currency).
  const received = new Map<string, number>();
  for (const donation of donations ?? [])
    if (donation.status === 'PAID')
      received.set(donation.currency, (received.get(donation.currency) ?? 0) + donation.amountCents);
  const paid = donations?.filter((donation) => donation.status === 'PAID').length ?? 0;
  return (
    <section className="dashboard-panel donations-panel" aria-labelledby="donations-title">
      <h2 id="donations-title">Donations</h2>
      <LoadStatus what="donations" loading={loading} error={error} loaded={Boolean(donations)} />
      {donations && donations.length === 0 && (
        <p className="cart-status">
          No donations yet. Each one given on your donate page (<a href="/donate">/donate</a>) shows here.
        </p>
      )}
      {donations && donations.length > 0 && (
        <>
          <p className="gift-cards-summary">
            {paid === 1 ? '1 paid donation' : `${paid} paid donations`}
            {donations.length >= FIRST ? ' among the newest' : ''}
            {received.size > 0 && ', together '}
            {[...received].map(([currency, minor], index) => (
              <Fragment key={currency}>
                {index > 0 && ' and '}
                <Money value={{ minor, currency }} />
              </Fragment>
            ))}
            .
          </p>
          <div className="table-scroll">
            <table className="inventory-table donations-table" data-testid="donations">
              <thead>
                <tr>
                  <th scope="col">Donor</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Card</th>
                  <th scope="col">Given</th>
                </tr>
              </thead>
              <tbody>
                {donations.map((donation) => (
                  <tr key={donation.id} data-donation-id={donation.id} data-status={donation.status}>
                    <th scope="row" className="donation-donor">
                      {donation.email}
                    </th>
                    <td className="num nowrap" data-label="Amount">
                      <Money value={{ minor: donation.amountCents, currency: donation.currency }} />
                    </td>
                    <td className="nowrap" data-label="Status" title={donation.failureMessage ?? undefined}>
                      {STATUS_LABELS[donation.status]}
                    </td>
                    <td className="nowrap" data-label="Card">
                      {donation.cardLast4 ? `•••• ${donation.cardLast4}` : ''}
                    </td>
                    <td className="nowrap" data-label="Given">
                      {dayText(donation.createdAt)}
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
