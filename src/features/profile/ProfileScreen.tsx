// /myProfile/myProfile (R-PROF-001..005, decision 0242): the account,
// its child codes and what each may do, the credit limits (company and total) with what is used
// and available, the shipping addresses of every code, the invoice info with its invoice code,
// and the way to reset the password (the existing reset flow, /forgot-password).
import { useActorRef, useSelector } from '@xstate/react'
import { Skeleton } from '../../components/Skeleton'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ApiClient } from '../../api/client'
import { inspect } from '../../lib/inspection'
import { PATHS } from '../../lib/paths'
import type { ProfileData, ProfileSnapshot } from '../../machines/profile'
import { CreditBar } from './CreditBar'
import { customerTypeText, roleText, termsText } from './profile-values'
import { provideProfile } from './profile.wiring'
import './profile.css'

export interface ProfileScreenProps {
  readonly client: Pick<ApiClient, 'call'>
  readonly customerCodes: readonly string[]
}

const selectSnapshot = (s: ProfileSnapshot) => s

function Fields({ rows }: { readonly rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="profile-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Sections({ profile }: { readonly profile: ProfileData }) {
  const { t } = useTranslation('profile')
  const { account, children, credit, invoice, addresses } = profile
  const yes = (allowed: boolean) => (allowed ? t('children.yes') : t('children.no'))
  return (
    <>
      <section className="profile-card" aria-labelledby="profile-account">
        <h2 id="profile-account">{t('account.title')}</h2>
        <Fields
          rows={[
            [t('account.name'), account.RealName],
            [t('account.userName'), account.UserName],
            [t('account.email'), account.Email],
            [t('account.mobile'), account.Mobile],
            [t('account.phone'), account.Phone ?? ''],
            // Codes and English words from the backend, shown in the language's words (R-I18N-009).
            [t('account.role'), roleText(t, account.RoleName)],
            [t('account.customerType'), customerTypeText(t, account.CustomerTypeName)],
            [t('account.company'), `${account.CustomerCode} - ${account.CustomerName}`],
            [t('account.terms'), termsText(t, account.TermsOfPayment)],
          ]}
        />
        <Link className="p-button p-button-outlined profile-reset" to={PATHS.forgotPassword}>
          {t('account.resetPassword')}
        </Link>
      </section>
      <section className="profile-card" aria-labelledby="profile-children">
        <h2 id="profile-children">{t('children.title')}</h2>
        {children.length === 0 ? (
          <p>{t('children.none')}</p>
        ) : (
          <table className="profile-table" data-testid="child-codes">
            <thead>
              <tr>
                <th scope="col">{t('children.code')}</th>
                <th scope="col">{t('children.placeOrder')}</th>
                <th scope="col">{t('children.viewOrders')}</th>
                <th scope="col">{t('children.uploadPayment')}</th>
              </tr>
            </thead>
            <tbody>
              {children.map((c) => (
                <tr key={c.CustomerCode}>
                  <th scope="row">
                    {c.CustomerCode} - {c.CustomerName}
                  </th>
                  <td>{yes(c.CanPlaceOrder)}</td>
                  <td>{yes(c.CanViewOrders)}</td>
                  <td>{yes(c.CanUploadPayment)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="profile-card" aria-labelledby="profile-credit">
        <h2 id="profile-credit">{t('credit.title')}</h2>
        <CreditBar
          id="credit-company"
          label={t('credit.company')}
          limit={credit.CompanyCreditLimit}
          used={credit.CompanyCreditUsed}
        />
        <CreditBar
          id="credit-total"
          label={t('credit.total')}
          limit={credit.TotalCreditLimit}
          used={credit.TotalCreditUsed}
        />
      </section>
      <section className="profile-card" aria-labelledby="profile-invoice">
        <h2 id="profile-invoice">{t('invoice.title')}</h2>
        <Fields
          rows={[
            [t('invoice.name'), invoice.InvoiceName],
            [t('invoice.vatCode'), invoice.VATCode],
            [t('invoice.address'), invoice.InvoiceAddress],
            [t('invoice.code'), invoice.InvoiceCode],
          ]}
        />
      </section>
      <section className="profile-card profile-wide" aria-labelledby="profile-shipping">
        <h2 id="profile-shipping">{t('shipping.title')}</h2>
        {addresses.map((group) => (
          <div key={group.customerCode} className="profile-shipping-code">
            <h3>{group.customerCode}</h3>
            {group.addresses.length === 0 ? (
              <p>{t('shipping.none')}</p>
            ) : (
              <ul>
                {group.addresses.map((a) => (
                  <li key={a.Id}>
                    {a.ShippingAddress}
                    {a.ContactName
                      ? ` — ${a.ContactName}${a.ContactMobile ? `, ${a.ContactMobile}` : ''}`
                      : ''}
                    {a.IsDefault ? (
                      <strong className="profile-default"> ({t('shipping.default')})</strong>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>
    </>
  )
}

export function ProfileScreen(props: ProfileScreenProps) {
  const { t } = useTranslation(['profile', 'shell'])
  const actor = useActorRef(provideProfile(props.client), {
    input: { customerCodes: props.customerCodes },
    inspect,
  })
  const snapshot = useSelector(actor, selectSnapshot)
  const { profile } = snapshot.context
  return (
    <section className="profile" aria-labelledby="profile-title" aria-busy={snapshot.matches('loading')}>
      <h1 id="profile-title">{t('shell:route.profile')}</h1>
      {snapshot.matches('failed') ? (
        <p className="profile-error" role="alert">
          {t('profile:loadFailed')}{' '}
          <button
            type="button"
            className="p-button p-button-sm p-button-text"
            onClick={() => actor.send({ type: 'profile.reload' })}
          >
            {t('common:actions.retry')}
          </button>
        </p>
      ) : null}
      <div className="profile-grid">
        {profile ? (
          <Sections profile={profile} />
        ) : snapshot.matches('loading') ? (
          <>
            <Skeleton height="16rem" />
            <Skeleton height="16rem" />
          </>
        ) : null}
      </div>
    </section>
  )
}
