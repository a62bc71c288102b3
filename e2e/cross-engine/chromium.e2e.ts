import { crossEngineAccessibility } from './accessibility-flows';
import { crossEngineFlows } from './flows';

crossEngineFlows('chromium');
crossEngineAccessibility('chromium');
