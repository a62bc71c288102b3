import { crossEngineAccessibility } from './accessibility-flows';
import { crossEngineFlows } from './flows';

crossEngineFlows('firefox');
crossEngineAccessibility('firefox');
