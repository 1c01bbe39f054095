import { cartFitsAPhoneIn, everyPageFitsAPhone } from "./fit-screen";

everyPageFitsAPhone("en");

cartFitsAPhoneIn(["fr", "pt", "zh"]);
