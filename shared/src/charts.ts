/**
 * MUI X Charts (community, MIT) as one shared module (`@instamg/shared/charts`), like
 * `@instamg/shared/data-grid`: on the shell's MUI through the mf/mui/x/ stand-ins, loaded only by
 * the panels that draw a chart. Import charts from here, never from '@mui/x-charts'.
 */
export { BarChart, LineChart, PieChart, SparkLineChart } from '@mui/x-charts';
