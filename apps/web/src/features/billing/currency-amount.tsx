import { MoneyText } from '../../components/money/money-text.tsx';

/** An amount with its currency, as every bill amount is shown. */
export function CurrencyAmount({ currency, value }: { currency: string; value: string }) {
  return (
    <span className="venus-bills__amount">
      <span className="venus-bills__currency">{currency}</span> <MoneyText value={value} />
    </span>
  );
}
