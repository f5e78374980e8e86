import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@instamg/shared/mui';
import { BREACH_NOTICE_TEMPLATE, parseBreachNotice, splitUserIds } from '@instamg/shared/domain/privacy/breach';
import { sendBreachNotice } from '../api/breach-notice';

/**
 * "Send breach notice" (issue 39 §5; docs/privacy-breach-runbook.md step 5): the runbook's
 * template to fill in, the affected user ids pasted, sent by e-mail and SMS through
 * privacy-requests `breach_notice` (admins only, audited). Nothing is sent until every {…} is filled.
 */
export function BreachNoticeDialog({ onClose }: { onClose(): void }) {
  const [ids, setIds] = useState('');
  const [subject, setSubject] = useState<string>(BREACH_NOTICE_TEMPLATE.subject);
  const [message, setMessage] = useState<string>(BREACH_NOTICE_TEMPLATE.message);
  const body = { user_ids: splitUserIds(ids), subject, message };
  const checked = parseBreachNotice(body);
  const send = useMutation({
    mutationFn: () => sendBreachNotice(body),
  });
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>Send breach notice</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            Follow the breach runbook: the Breach decider signs off this text. It goes by e-mail and SMS to each account
            below, and is recorded in the audit log.
          </DialogContentText>
          <TextField
            label="User ids of the people affected"
            helperText={`${body.user_ids.length} people (commas, spaces or new lines between ids; at most 1,000)`}
            multiline
            minRows={2}
            value={ids}
            onChange={(event) => setIds(event.target.value)}
          />
          <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <TextField
            label="Message"
            multiline
            minRows={8}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {!checked.ok && (ids || message !== BREACH_NOTICE_TEMPLATE.message) ? (
            <Alert severity="info">{checked.error}</Alert>
          ) : null}
          {send.isError && (
            <Alert severity="error">{send.error instanceof Error ? send.error.message : String(send.error)}</Alert>
          )}
          {send.data && (
            <Alert severity="success">
              Sent to {send.data.sent_to} people{send.data.unknown ? `; ${send.data.unknown} ids were not found` : ''}.
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {send.data ? 'Close' : 'Cancel'}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!checked.ok || send.isPending || Boolean(send.data)}
          onClick={() => send.mutate()}
        >
          Send notice
        </Button>
      </DialogActions>
    </Dialog>
  );
}
