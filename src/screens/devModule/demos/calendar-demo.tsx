import { CalendarDayPicker } from '../../../ui/calendar';
import { sampleCalendar } from '../gallery-samples';

export function CalendarDemo() {
  return <CalendarDayPicker entries={sampleCalendar()} />;
}
