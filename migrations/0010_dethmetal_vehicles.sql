CREATE TABLE `dethmetal_vehicles` (
	`vehicle_id` integer PRIMARY KEY NOT NULL,
	`budget` integer NOT NULL,
	`bonus_dp` integer DEFAULT 0 NOT NULL,
	`criticals` integer DEFAULT 0 NOT NULL,
	`damage` integer DEFAULT 0 NOT NULL,
	`purchase_price` integer NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action
);
