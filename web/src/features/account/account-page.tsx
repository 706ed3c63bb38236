import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { ACCOUNT_PLANS_SECTION, paths } from '../../config/paths';
import { useConfig } from '../../config/runtime-config';
import { goToExternal, openOurTab, saveFile, saveJsonFile } from '../../lib/external';
import { apiRequest } from '../../lib/api-client';
import { loadFailedText } from '../../lib/use-api';
import { useMe } from '../../lib/use-me';
import { commonTexts } from '../../lib/texts';
import { ACCOUNT_EXPORT_FILES, type AccountExport, type AccountExportFormat, apiPaths, type BillingPortalSession, hasPlan, type PaymentMethod } from '../../../../contract';
import { usePageTitle } from '../../lib/use-page-title';
import { AlertsSection } from '../alerts/alerts-section';
import { PushSection } from '../push/push-section';
import { PlanCards } from './plan-cards';
import { ContactRows, ProfileSection } from './profile-section';
import { BillingDetails } from './billing-details';
import { VERIFIED_STATUS } from '../../../../contract/team';
import { accountTexts as t, deleteAccountTexts as d } from './texts';

/** The name of the tab 'Deletar Conta' opens: every click comes back to that one tab. */
const DELETION_TAB = 'carey-excluir-conta';

export default function AccountPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const { links } = useConfig();
  const me = useMe();
  const [portalProblem, setPortalProblem] = useState<string | null>(null);
  const [portalBusy, setPortalBusy] = useState(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [download, setDownload] = useState<{ format: AccountExportFormat; state: 'busy' | 'done' | 'failed' } | null>(null);
  const [billingNotice, setBillingNotice] = useState<string | null>(null);
  const billingNoticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!billingNotice) return;
    billingNoticeRef.current?.scrollIntoView({ block: 'center' });
    billingNoticeRef.current?.focus({ preventScroll: true });
  }, [billingNotice]);

  async function openPortal() {
    setPortalBusy(true);
    setPortalProblem(null);
    try {
      const portal = await apiRequest<BillingPortalSession>(apiPaths.billingPortal, { method: 'POST' });
      goToExternal(portal.url);
    } catch (error) {
      console.error(error);
      setPortalProblem(t.portalFailed);
      setPortalBusy(false);
    }
  }

  /** 'Baixar meus dados' (the document to read, rendered by the server) or 'Baixar em formato JSON' (portability). */
  async function downloadMyData(format: AccountExportFormat) {
    setDownload({ format, state: 'busy' });
    try {
      if (format === 'html') saveFile(ACCOUNT_EXPORT_FILES.html, await apiRequest<string>(apiPaths.accountExport, { query: { formato: 'html' }, responseType: 'text' }), 'text/html;charset=utf-8');
      else saveJsonFile(ACCOUNT_EXPORT_FILES.json, await apiRequest<AccountExport>(apiPaths.accountExport, { query: { formato: 'json' } }));
      setDownload({ format, state: 'done' });
    } catch (error) {
      console.error(error);
      setDownload({ format, state: 'failed' });
    }
  }

  const caregiver = me.data;
  // Arrived by 'Assinar um Plano' or 'Gerenciar Assinaturas': her plans first, her focus on them (once her data is in).
  const location = useLocation();
  const plansHeading = useRef<HTMLHeadingElement>(null);
  const toPlans = location.hash === `#${ACCOUNT_PLANS_SECTION}`;
  const loaded = caregiver !== undefined;
  useEffect(() => {
    if (!toPlans || !loaded) return;
    plansHeading.current?.scrollIntoView({ block: 'start' });
    plansHeading.current?.focus({ preventScroll: true });
  }, [toPlans, loaded]);
  return (
    <main className="page">
      <h1>{t.title}</h1>
      {me.loading && !caregiver && <Loading />}
      {me.error && <FormMessage kind="error">{loadFailedText(me, t.loadFailed)}</FormMessage>}
      {caregiver && (
        <>
          <section className="card" aria-labelledby="dados-cadastrais">
            <h2 id="dados-cadastrais">{t.personalData}</h2>
            <dl className="data-list">
              <dt>{t.name}</dt>
              <dd>{caregiver.name || t.notInformed}</dd>
              <dt>{t.email}</dt>
              <dd>{caregiver.email || t.notInformed}</dd>
              <ContactRows me={caregiver} />
              <dt>{t.tipoDeCadastro}</dt>
              <dd>{caregiver.tipoDeCadastro || t.notInformed}</dd>
              <dt>{t.subscription}</dt>
              <dd>{caregiver.tipodeconta || commonTexts.noPlan}</dd>
              <dt>{t.accountStatus}</dt>
              <dd>{caregiver.status === VERIFIED_STATUS ? t.verified : t.notVerified}</dd>
            </dl>
          </section>
          <ProfileSection me={caregiver} onRenamed={(saved) => me.setData(() => saved)} />
          <section className="card" aria-labelledby={ACCOUNT_PLANS_SECTION}>
            <h2 id={ACCOUNT_PLANS_SECTION} ref={plansHeading} tabIndex={-1}>
              {t.subscriptions}
            </h2>
            {billingNotice && (
              // Brought into view and focused: the plan's rows it replaces were below, so it could open out of sight.
              <div ref={billingNoticeRef} tabIndex={-1}>
                <FormMessage kind="success">{billingNotice}</FormMessage>
              </div>
            )}
            {hasPlan(caregiver.tipodeconta) ? (
              <div className="stack">
                <p>{t.subscriber(caregiver.tipodeconta)}</p>
                <BillingDetails
                  onCancelled={(message) => {
                    setBillingNotice(message);
                    me.reload();
                  }}
                  onPaymentMethod={setPaymentMethod}
                />
                {/* A one-off Pix has no Stripe subscription: nothing for the portal to manage. */}
                {paymentMethod !== 'pix' && (
                  <Button variant="primary" busy={portalBusy} onClick={openPortal}>
                    {t.manage}
                  </Button>
                )}
                {portalProblem && <FormMessage kind="error">{portalProblem}</FormMessage>}
              </div>
            ) : (
              <PlanCards />
            )}
          </section>
          <section className="card stack" aria-labelledby="meus-dados">
            <h2 id="meus-dados">{d.myData}</h2>
            <p>{d.myDataText}</p>
            <div className="button-row">
              <Button busy={download?.format === 'html' && download.state === 'busy'} onClick={() => downloadMyData('html')}>
                {d.download}
              </Button>
              <Button busy={download?.format === 'json' && download.state === 'busy'} onClick={() => downloadMyData('json')}>
                {d.downloadJson}
              </Button>
            </div>
            {download?.state === 'busy' && <p role="status">{d.downloading}</p>}
            {download?.state === 'done' && <FormMessage kind="success">{d.downloaded(ACCOUNT_EXPORT_FILES[download.format])}</FormMessage>}
            {download?.state === 'failed' && <FormMessage kind="error">{d.downloadFailed}</FormMessage>}
          </section>
          <AlertsSection />
          <PushSection uid={caregiver.uid ?? ''} />
        </>
      )}
      <div className="button-row">
        <Button variant="danger" onClick={() => openOurTab(links.accountDeletion, DELETION_TAB)}>
          {t.deleteAccount}
        </Button>
        <Button onClick={() => navigate(paths.home)}>{t.back}</Button>
      </div>
    </main>
  );
}
