/**
 * The icon of each module of the app (the systems of the top menu), said once for the pages that
 * show modules: the public feature breakdown and the phone home's systems.
 */
import {
  LuChartColumn,
  LuMegaphone,
  LuMessageSquare,
  LuPackage,
  LuSend,
  LuSettings,
  LuShoppingBag,
  LuShoppingCart,
  LuTruck,
  LuWallet,
  LuWarehouse,
} from 'react-icons/lu';

export const MODULE_ICONS = {
  orders: <LuShoppingCart />,
  listing: <LuSend />,
  products: <LuPackage />,
  warehouse: <LuWarehouse />,
  purchasing: <LuShoppingBag />,
  logistics: <LuTruck />,
  finance: <LuWallet />,
  reports: <LuChartColumn />,
  team: <LuSettings />,
  messages: <LuMessageSquare />,
  promotions: <LuMegaphone />,
};
