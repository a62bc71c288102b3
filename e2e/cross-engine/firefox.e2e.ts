import { crossEngineFlows } from './flows';

crossEngineFlows('firefox');
