import { everyPageFitsAPhone } from "./fit-screen";

everyPageFitsAPhone("ar");
