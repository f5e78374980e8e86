import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Initial version so routes can be wired; the full page body follows in this folder.
export default function ShippingPolicyPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Shipping Policy
      </Typography>
    </Container>
  );
}
