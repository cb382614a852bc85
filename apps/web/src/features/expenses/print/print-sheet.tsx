import type { PrintTrailLine } from '@venus/shared';
import { Button, QRCode } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import './print.css';

const whenOf = (at: string) => (at.length > 10 ? `${at.slice(0, 10)} ${at.slice(11, 16)}` : at);

/**
 * An A4 form as a finance office files it (decision 0047): the firm's letterhead and the form's
 * name, a QR code back to the record's page, the body, the approval trail and signature boxes.
 * On screen a 打印 button above it; in print only the sheet (print.css hides the shell).
 */
export function PrintSheet({
  firm,
  formTitle,
  number,
  printedAt,
  backLink,
  trail,
  signatures,
  children,
}: {
  firm: { nameCn: string; nameEn: string };
  formTitle: string;
  number: string;
  printedAt: string;
  /** The record's own page, for the QR code. */
  backLink: string;
  trail: readonly PrintTrailLine[];
  signatures: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const url = `${window.location.origin}${backLink}`;
  return (
    <div className="venus-print">
      <div className="venus-print__toolbar">
        <Button type="primary" onClick={() => window.print()}>
          {t('printUi.print')}
        </Button>
      </div>
      <article className="venus-print__sheet" aria-label={formTitle}>
        <header className="venus-print__head">
          <div>
            <div className="venus-print__firm">
              {language === 'en' ? firm.nameEn || firm.nameCn : firm.nameCn}
            </div>
            {language === 'en' ? null : <div className="venus-print__firm-en">{firm.nameEn}</div>}
            <h1 className="venus-print__title">{formTitle}</h1>
            <div className="venus-print__meta">
              {t('printUi.number')}: <strong data-testid="print-number">{number}</strong>
              <span className="venus-print__gap" />
              {t('printUi.printedAt')}: {whenOf(printedAt)}
            </div>
          </div>
          <QRCode value={url} size={88} bordered={false} className="venus-print__qr" />
        </header>
        {children}
        <section className="venus-print__section">
          <h2>{t('printUi.trail')}</h2>
          <table className="venus-print__table" data-testid="print-trail">
            <thead>
              <tr>
                <th>{t('printUi.step')}</th>
                <th>{t('printUi.action')}</th>
                <th>{t('printUi.actor')}</th>
                <th>{t('printUi.comment')}</th>
                <th>{t('printUi.at')}</th>
              </tr>
            </thead>
            <tbody>
              {trail.length === 0 ? (
                <tr>
                  <td colSpan={5}>{t('printUi.noTrail')}</td>
                </tr>
              ) : (
                trail.map((line) => (
                  <tr key={`${line.at}-${line.action}-${line.actorName}`}>
                    <td>
                      {(language === 'en' ? line.stepNameEn || line.stepName : line.stepName) ||
                        t('printUi.applicantStep')}
                    </td>
                    <td>{t(`printUi.actions.${line.action}`)}</td>
                    <td>{line.actorName}</td>
                    <td>{line.comment}</td>
                    <td className="venus-print__nowrap">{whenOf(line.at)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </section>
        <section className="venus-print__signatures" aria-label={t('printUi.signatures')}>
          {signatures.map((role) => (
            <div key={role} className="venus-print__signature">
              <div className="venus-print__signature-role">{role}</div>
              <div className="venus-print__signature-line">{t('printUi.sign')}</div>
              <div className="venus-print__signature-line">{t('printUi.date')}</div>
            </div>
          ))}
        </section>
      </article>
    </div>
  );
}

/** The label/value grid under the title. */
export function PrintFacts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="venus-print__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="venus-print__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The total in figures and in Chinese capitals (大写), as every finance form states it. */
export function PrintAmount({
  label,
  figures,
  capital,
}: {
  label: string;
  figures: string;
  capital: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="venus-print__amount">
      <span>{label}</span>
      <strong data-testid="print-total">{figures}</strong>
      <span>{t('printUi.capital')}</span>
      <strong data-testid="print-capital">{capital}</strong>
    </div>
  );
}
