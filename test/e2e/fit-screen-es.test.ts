import { everyPageFitsAPhone } from "./fit-screen";

everyPageFitsAPhone("es");
