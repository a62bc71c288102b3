import { crossEngineFlows } from './flows';

crossEngineFlows('webkit');
