import { crossEngineAccessibility } from './accessibility-flows';
import { crossEngineFlows } from './flows';

crossEngineFlows('webkit');
crossEngineAccessibility('webkit');
