import { everyPageFitsAPhone } from "./fit-screen";

everyPageFitsAPhone("en");
