// The result page draws whichever header the payment page had (core/header-layouts.ts), so it
// carries every layout; a payment screen imports only its own.
import './airline.css';
import './bank.css';
import './exchange.css';
import './kiosk.css';
import './storefront.css';
import './travel.css';
