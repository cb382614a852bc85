import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '../../components/copy-text/copy-text.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import type { Colleague } from './directory-api.ts';

export interface ContactCardProps {
  person: Colleague;
  /** Given when the person's office has a seat plan: opens the office map at their seat. */
  onOpenSeat?: () => void;
}

/** One colleague in the address book: who they are, where they sit and how to reach them. */
export function ContactCard({ person, onOpenSeat }: ContactCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [primary, secondary] =
    language === 'en' && person.nameEn ? [person.nameEn, person.nickName] : [person.nickName, person.nameEn];
  const group = language === 'en' ? person.deptNameEn || person.deptName : person.deptName;
  const office = language === 'en' ? person.officeNameEn || person.officeName : person.officeName;
  return (
    <article className="venus-contact" aria-label={primary}>
      <header className="venus-contact__head">
        <Avatar size={44} className="venus-contact__avatar">
          {primary.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className="venus-contact__who">
          <h3 className="venus-contact__name">
            {primary}
            {secondary ? <span className="venus-contact__alt">{secondary}</span> : null}
          </h3>
          <div className="venus-contact__unit">
            {[person.userno, group, office].filter(Boolean).join(' · ')}
          </div>
        </div>
      </header>
      <dl className="venus-contact__lines">
        <dt>
          <PhoneOutlined aria-hidden /> {t('directory.deskPhone')}
        </dt>
        <dd>
          {person.officePhone ? (
            <CopyText text={person.officePhone}>
              <a href={`tel:${person.officePhone.replaceAll(' ', '')}`}>{person.officePhone}</a>
            </CopyText>
          ) : (
            '—'
          )}
        </dd>
        <dt>
          <MailOutlined aria-hidden /> {t('directory.email')}
        </dt>
        <dd>
          {person.email ? (
            <CopyText text={person.email}>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </CopyText>
          ) : (
            '—'
          )}
        </dd>
        <dt>
          <EnvironmentOutlined aria-hidden /> {t('directory.seat')}
        </dt>
        <dd>
          {person.seat && onOpenSeat ? (
            <Button
              type="link"
              size="small"
              className="venus-contact__seat"
              onClick={onOpenSeat}
              aria-label={t('directory.openSeat', { seat: person.seat })}
            >
              {person.seat}
            </Button>
          ) : (
            person.seat || '—'
          )}
        </dd>
      </dl>
    </article>
  );
}
