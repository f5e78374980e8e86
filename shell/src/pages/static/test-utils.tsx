import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@instamg/shared/mui';
import { MemoryRouter } from '@instamg/shared/router';

// Renders a static page the way the shell does: inside a router and the MUI theme.
// TODO(shared): switch to the shared test harness (with the shared theme) once it exists.
export function renderStaticPage(page: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ThemeProvider>,
  );
}
