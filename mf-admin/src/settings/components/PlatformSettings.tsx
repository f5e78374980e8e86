import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { PLATFORM_SETTINGS, checkSetting, type SettingDef } from '@instamg/shared/domain/platform-settings';
import { adminKeys } from '../../api/keys';
import { fetchSettingValues, saveSetting } from '../api/settings';

const GROUPS = [...new Set(PLATFORM_SETTINGS.map((def) => def.group))];

/** Every platform setting, grouped, each saved on its own (validated as typed and by admin-settings). */
export function PlatformSettings() {
  const values = useQuery({ queryKey: adminKeys.settings.values(), queryFn: fetchSettingValues });
  if (values.isPending) return <CircularProgress aria-label="Loading settings" />;
  if (values.isError)
    return <Alert severity="error">Settings could not be loaded. Reload the page to try again.</Alert>;
  return (
    <Stack spacing={3}>
      {GROUPS.map((group) => (
        <Paper key={group} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {group}
          </Typography>
          <Stack spacing={2.5}>
            {PLATFORM_SETTINGS.filter((def) => def.group === group).map((def) => (
              <SettingField key={def.key} def={def} saved={values.data[def.key] ?? def.fallback} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function SettingField({ def, saved }: { def: SettingDef; saved: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(saved);
  const check = checkSetting(def.key, value);
  const changed = check.ok ? check.value !== saved : value !== saved;
  const save = useMutation({
    mutationFn: () => saveSetting(def.key, value),
    onSuccess: async (setting) => {
      toast(
        ADMIN_TOASTS.settingSaved,
        `${def.label}: ${setting.value}${def.kind.type === 'whole' ? ` ${def.kind.unit}` : ''}`,
      );
      queryClient.setQueryData<Record<string, string>>(adminKeys.settings.values(), (old) => ({
        ...old,
        [def.key]: setting.value,
      }));
      setValue(setting.value);
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, error instanceof Error ? error.message : String(error)),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        label={def.kind.type === 'whole' ? `${def.label} (${def.kind.unit})` : def.label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!check.ok}
        helperText={check.ok ? def.help : check.message}
        inputMode={def.kind.type === 'whole' ? 'numeric' : undefined}
        sx={{ flex: 1, maxWidth: 520 }}
      />
      <Button
        variant="outlined"
        disabled={!changed || !check.ok || save.isPending}
        onClick={() => save.mutate()}
        aria-label={`Save ${def.label}`}
        sx={{ mt: { sm: 0.25 } }}
      >
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </Stack>
  );
}
