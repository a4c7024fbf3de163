import { useQuery } from '@apollo/client/react';
import { Fragment } from 'react';
import { OwnerGiftCardsDocument } from '../../graphql/generated/dashboard.ts';
import { Money } from '../shared/money.tsx';
import { dayText } from './subscription-labels.ts';
import { LoadStatus } from './load-status.tsx';

/** The most the list asks for (the API's own limit): the newest ones. */
const FIRST = 100;

/** The gift cards sold, newest first: what each was worth, what is left on it, and whether its code was mailed. */
export function GiftCardsPanel() {
  const { data, loading, error } = useQuery(OwnerGiftCardsDocument, { variables: { first: FIRST } });
  const cards = data?.site?.giftCards;
  // What the store still owes on the cards listed, per currency (a store may have changed currency).
  const owed = new Map<string, number>();
  for (const card of cards ?? []) owed.set(card.currency, (owed.get(card.currency) ?? 0) + card.balanceCents);
  return (
    <section className="dashboard-panel gift-cards-panel" aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title">Gift cards</h2>
      <LoadStatus what="gift cards" loading={loading} error={error} loaded={Boolean(cards)} />
      {cards && cards.length === 0 && (
        <p className="cart-status">
          No gift cards sold yet. Each one bought in your store shows here with what is left on it.
        </p>
      )}
      {cards && cards.length > 0 && (
        <>
          <p className="gift-cards-summary">
            {cards.length === 1 ? '1 card' : `${cards.length} cards`}
            {cards.length >= FIRST ? ' (the newest)' : ''}, with{' '}
            {[...owed].map(([currency, minor], index) => (
              <Fragment key={currency}>
                {index > 0 && ' and '}
                <Money value={{ minor, currency }} />
              </Fragment>
            ))}{' '}
            left to spend.
          </p>
          <div className="table-scroll">
            <table className="inventory-table gift-cards-table" data-testid="gift-cards">
              <thead>
                <tr>
                  <th scope="col">Card</th>
                  <th scope="col" className="num">
                    Value
                  </th>
                  <th scope="col" className="num">
                    Balance left
                  </th>
                  <th scope="col">Recipient</th>
                  <th scope="col">Code mailed</th>
                  <th scope="col">Issued</th>
                </tr>
              </thead>
              <tbody>
                {cards.map((card) => (
                  <tr key={card.id} data-last-four={card.lastFour}>
                    <th scope="row" className="gift-card-code nowrap">
                      •••• {card.lastFour}
                    </th>
                    <td className="num nowrap" data-label="Value">
                      <Money value={{ minor: card.initialCents, currency: card.currency }} />
                    </td>
                    <td
                      className={`num nowrap gift-card-balance${card.balanceCents === 0 ? ' is-spent' : ''}`}
                      data-label="Balance left"
                    >
                      <Money value={{ minor: card.balanceCents, currency: card.currency }} />
                    </td>
                    <td className="gift-card-recipient" data-label="Recipient">
                      {card.recipientEmail}
                    </td>
                    <td
                      className={`nowrap gift-card-mailed${card.mailedAt ? '' : ' is-waiting'}`}
                      data-label="Code mailed"
                    >
                      {card.mailedAt ? dayText(card.mailedAt) : 'Not mailed yet'}
                    </td>
                    <td className="nowrap" data-label="Issued">
                      {dayText(card.createdAt)}
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
