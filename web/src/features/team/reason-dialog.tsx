import { useState } from 'react';
import { Dialog, DialogFormButtons } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/field';
import { OPERATOR_REASON_MAX } from '../../../../contract/team';
import { teamTexts } from './texts';

const t = teamTexts.caregivers;

/**
 * A confirmation that asks why (blocking, deleting): the reason is required and goes to the Registro with the
 * action. The server checks it again (a 400 in Portuguese).
 */
export function ReasonDialog(props: { open: boolean; title: string; explain: string; confirm: string; busy: boolean; onConfirm(reason: string): void; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    props.onClose();
  };
  return (
    <Dialog open={props.open} title={props.title} onClose={close}>
      <p>{props.explain}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim().length < 3) return setError(t.reasonRequired);
          props.onConfirm(reason.trim());
          setReason('');
        }}
      >
        <TextAreaField label={t.reason} name="motivo" rows={3} maxLength={OPERATOR_REASON_MAX} required value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
        <DialogFormButtons submit={props.confirm} variant="danger" busy={props.busy} cancel={t.cancel} onCancel={close} />
      </form>
    </Dialog>
  );
}
