/**
 * Routing for the shell and every remote: the parts of react-router we use, as one shared module
 * (`@instamg/shared/router`, a Module Federation singleton through the `@instamg/shared/` key).
 * Federation shares a package whole, without tree shaking, and all of react-router-dom is about
 * 66 kB gzip on the first load; these exports are about 16 kB. One shared module also keeps one
 * router context for all apps. Import routing from here, never from 'react-router-dom'
 * (npm run lint checks), and add an export here when an app needs one.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
// Server rendering only (shell/src/server): the router for one request's URL.
export { StaticRouter } from 'react-router-dom';
