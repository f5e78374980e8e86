import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Container, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink, useNavigate, useParams } from '@instamg/shared/router';
import { EMPTY_STORE, storeValuesFromRow, type StoreValues } from '@instamg/shared/domain/store-admin';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { addStore, editStore, fetchStore } from '../api/stores';
import { StoreForm } from '../components/StoreForm';

/** /admin/stores/add and /admin/stores/edit/{storeId} (SPEC §2, issue 17 §3). */
export default function StoreFormPage() {
  const { storeId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useQuery({
    queryKey: adminKeys.stores.detail(storeId ?? ''),
    queryFn: () => fetchStore(storeId!),
    enabled: Boolean(storeId),
    retry: false,
  });

  const saved = async (id: string) => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.stores.all() });
    navigate(`/admin/stores/${id}`);
  };

  let body;
  if (!storeId) {
    body = (
      <StoreForm
        initial={EMPTY_STORE}
        submitLabel="Add store"
        onSubmit={async (values: StoreValues, ownerEmail: string) => saved((await addStore(values, ownerEmail)).$id)}
      />
    );
  } else if (store.isPending) body = <CircularProgress aria-label="Loading the store" />;
  else if (store.isError) body = <Alert severity="error">This store could not be loaded.</Alert>;
  else {
    const previous = storeValuesFromRow(store.data as unknown as Record<string, unknown>);
    body = (
      <StoreForm
        initial={previous}
        previous={previous}
        submitLabel="Save changes"
        onSubmit={async (values: StoreValues, ownerEmail: string) =>
          saved((await editStore(storeId, values, ownerEmail)).$id)
        }
      />
    );
  }

  return (
    <RemoteRoot>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Button
            component={RouterLink}
            to={storeId ? `/admin/stores/${storeId}` : '/admin/stores'}
            sx={{ alignSelf: 'start' }}
          >
            {storeId ? 'Back to the store' : 'All stores'}
          </Button>
          <Typography variant="h1" color="primary">
            {storeId ? `Edit ${store.data?.name ?? 'store'}` : 'Add store'}
          </Typography>
          {!storeId && (
            <Typography color="text.secondary">
              A new store starts not live: it gets orders once its team is in place and an admin reinstates it. Name its
              owner by the e-mail of their instamg account.
            </Typography>
          )}
          {body}
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
