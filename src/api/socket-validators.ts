// The generated validators of the socket events (one file per contract schema), in one module
// that the socket client loads on first use.
export { SocketChatError } from '../../generated/zod/schemas/socketChatError.zod';
export { SocketChatHistory } from '../../generated/zod/schemas/socketChatHistory.zod';
export { SocketChatMessage } from '../../generated/zod/schemas/socketChatMessage.zod';
export { SocketClosedMicroorder } from '../../generated/zod/schemas/socketClosedMicroorder.zod';
export { SocketDaymarket } from '../../generated/zod/schemas/socketDaymarket.zod';
export { SocketKline } from '../../generated/zod/schemas/socketKline.zod';
export { SocketLeverClosed } from '../../generated/zod/schemas/socketLeverClosed.zod';
export { SocketLeverTrade } from '../../generated/zod/schemas/socketLeverTrade.zod';
export { SocketMarketDepth } from '../../generated/zod/schemas/socketMarketDepth.zod';
export { SocketMatchTrade } from '../../generated/zod/schemas/socketMatchTrade.zod';
export { SocketPriceAlert } from '../../generated/zod/schemas/socketPriceAlert.zod';
