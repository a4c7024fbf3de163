import { mountPage } from './page-root.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { OrderPage } from './order-page.tsx';
import './widgets.css';

// One entry for the checkout and the order pages that follow it: the path says which.
mountPage(location.pathname.startsWith('/commerce/orders/') ? <OrderPage /> : <CheckoutPage />);
