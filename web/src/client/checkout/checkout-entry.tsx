import { mountPage } from '../shared/page-root.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { OrderPage } from './order-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';
import '../shared/widgets.css';

// One entry for the checkout and the pages that follow it: the path says which.
const path = location.pathname;
mountPage(
  path.startsWith('/commerce/orders/') ? (
    <OrderPage />
  ) : path.startsWith('/commerce/subscriptions/') ? (
    <SubscriptionPage />
  ) : (
    <CheckoutPage />
  ),
);
