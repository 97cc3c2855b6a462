CREATE TABLE `local_payment_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`client_secret` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`cart_id` text,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_payment_intents_client_secret_unique` ON `local_payment_intents` (`client_secret`);--> statement-breakpoint
CREATE UNIQUE INDEX `local_payment_intents_idempotency_key_unique` ON `local_payment_intents` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`cart_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`provider` text NOT NULL,
	`intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_intent_id_unique` ON `payments` (`intent_id`);--> statement-breakpoint
CREATE INDEX `payments_cart_idx` ON `payments` (`cart_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
