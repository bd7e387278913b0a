import type { ChartModel } from '../chart-data';
import type { ChartSetup } from '../chart-setup';

/** What the chart panel hands every renderer: the data already shaped, the setup and a fixed size. */
export interface RendererProps {
  model: ChartModel;
  setup: ChartSetup;
  width: number;
  height: number;
}
