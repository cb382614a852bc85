/** The rate table belongs to bills; receipts read it through the one function. */
export { rateOn } from '../bills/exchange-rates.ts';
