import { everyPageFitsAPhone } from "./fit-screen";

everyPageFitsAPhone("ru");
