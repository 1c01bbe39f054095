import { desktopMenuFits, everyPageFitsAPhone } from "./fit-screen";

everyPageFitsAPhone("es");

desktopMenuFits();
