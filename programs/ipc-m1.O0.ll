; ModuleID = 'ipc.c'
source_filename = "ipc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ipc_queue = type { %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32, i32, [1 x %struct.ipc_msg] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.ipc_msg = type { i32, i32 }

@queue = dso_local global %struct.ipc_queue zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [12 x i8] c"r == IPC_OK\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [6 x i8] c"ipc.c\00", align 1, !dbg !19
@__PRETTY_FUNCTION__.producer = private unnamed_addr constant [23 x i8] c"void *producer(void *)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [34 x i8] c"msg.prio >= 0 && msg.prio < NPRIO\00", align 1, !dbg !30
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [29 x i8] c"msg.seq > last_seq[msg.prio]\00", align 1, !dbg !37
@.str.4 = private unnamed_addr constant [17 x i8] c"received == NMSG\00", align 1, !dbg !42

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ipc_send(ptr noundef %0, i64 %1) #0 !dbg !134 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.ipc_msg, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i64 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !139, !DIExpression(), !140)
    #dbg_declare(ptr %4, !141, !DIExpression(), !142)
  %8 = load ptr, ptr %5, align 8, !dbg !143
  %9 = getelementptr inbounds %struct.ipc_queue, ptr %8, i32 0, i32 0, !dbg !144
  %10 = call i32 @pthread_mutex_lock(ptr noundef %9) #6, !dbg !145
  br label %11, !dbg !146

11:                                               ; preds = %24, %2
  %12 = load ptr, ptr %5, align 8, !dbg !147
  %13 = getelementptr inbounds %struct.ipc_queue, ptr %12, i32 0, i32 3, !dbg !148
  %14 = load i32, ptr %13, align 8, !dbg !148
  %15 = icmp eq i32 %14, 1, !dbg !149
  br i1 %15, label %16, label %22, !dbg !150

16:                                               ; preds = %11
  %17 = load ptr, ptr %5, align 8, !dbg !151
  %18 = getelementptr inbounds %struct.ipc_queue, ptr %17, i32 0, i32 4, !dbg !152
  %19 = load i32, ptr %18, align 4, !dbg !152
  %20 = icmp ne i32 %19, 0, !dbg !153
  %21 = xor i1 %20, true, !dbg !153
  br label %22

22:                                               ; preds = %16, %11
  %23 = phi i1 [ false, %11 ], [ %21, %16 ], !dbg !154
  br i1 %23, label %24, label %30, !dbg !146

24:                                               ; preds = %22
  %25 = load ptr, ptr %5, align 8, !dbg !155
  %26 = getelementptr inbounds %struct.ipc_queue, ptr %25, i32 0, i32 2, !dbg !156
  %27 = load ptr, ptr %5, align 8, !dbg !157
  %28 = getelementptr inbounds %struct.ipc_queue, ptr %27, i32 0, i32 0, !dbg !158
  %29 = call i32 @pthread_cond_wait(ptr noundef %26, ptr noundef %28), !dbg !159
  br label %11, !dbg !146, !llvm.loop !160

30:                                               ; preds = %22
  %31 = load ptr, ptr %5, align 8, !dbg !163
  %32 = getelementptr inbounds %struct.ipc_queue, ptr %31, i32 0, i32 4, !dbg !165
  %33 = load i32, ptr %32, align 4, !dbg !165
  %34 = icmp ne i32 %33, 0, !dbg !163
  br i1 %34, label %35, label %39, !dbg !166

35:                                               ; preds = %30
  %36 = load ptr, ptr %5, align 8, !dbg !167
  %37 = getelementptr inbounds %struct.ipc_queue, ptr %36, i32 0, i32 0, !dbg !169
  %38 = call i32 @pthread_mutex_unlock(ptr noundef %37) #6, !dbg !170
  store i32 1, ptr %3, align 4, !dbg !171
  br label %101, !dbg !171

39:                                               ; preds = %30
    #dbg_declare(ptr %6, !172, !DIExpression(), !173)
  store i32 0, ptr %6, align 4, !dbg !173
  br label %40, !dbg !174

40:                                               ; preds = %59, %39
  %41 = load i32, ptr %6, align 4, !dbg !175
  %42 = load ptr, ptr %5, align 8, !dbg !176
  %43 = getelementptr inbounds %struct.ipc_queue, ptr %42, i32 0, i32 3, !dbg !177
  %44 = load i32, ptr %43, align 8, !dbg !177
  %45 = icmp slt i32 %41, %44, !dbg !178
  br i1 %45, label %46, label %57, !dbg !179

46:                                               ; preds = %40
  %47 = load ptr, ptr %5, align 8, !dbg !180
  %48 = getelementptr inbounds %struct.ipc_queue, ptr %47, i32 0, i32 5, !dbg !181
  %49 = load i32, ptr %6, align 4, !dbg !182
  %50 = sext i32 %49 to i64, !dbg !180
  %51 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %48, i64 0, i64 %50, !dbg !180
  %52 = getelementptr inbounds %struct.ipc_msg, ptr %51, i32 0, i32 0, !dbg !183
  %53 = load i32, ptr %52, align 8, !dbg !183
  %54 = getelementptr inbounds %struct.ipc_msg, ptr %4, i32 0, i32 0, !dbg !184
  %55 = load i32, ptr %54, align 4, !dbg !184
  %56 = icmp sge i32 %53, %55, !dbg !185
  br label %57

57:                                               ; preds = %46, %40
  %58 = phi i1 [ false, %40 ], [ %56, %46 ], !dbg !154
  br i1 %58, label %59, label %62, !dbg !174

59:                                               ; preds = %57
  %60 = load i32, ptr %6, align 4, !dbg !186
  %61 = add nsw i32 %60, 1, !dbg !186
  store i32 %61, ptr %6, align 4, !dbg !186
  br label %40, !dbg !174, !llvm.loop !187

62:                                               ; preds = %57
    #dbg_declare(ptr %7, !188, !DIExpression(), !190)
  %63 = load ptr, ptr %5, align 8, !dbg !191
  %64 = getelementptr inbounds %struct.ipc_queue, ptr %63, i32 0, i32 3, !dbg !192
  %65 = load i32, ptr %64, align 8, !dbg !192
  store i32 %65, ptr %7, align 4, !dbg !190
  br label %66, !dbg !193

66:                                               ; preds = %82, %62
  %67 = load i32, ptr %7, align 4, !dbg !194
  %68 = load i32, ptr %6, align 4, !dbg !196
  %69 = icmp sgt i32 %67, %68, !dbg !197
  br i1 %69, label %70, label %85, !dbg !198

70:                                               ; preds = %66
  %71 = load ptr, ptr %5, align 8, !dbg !199
  %72 = getelementptr inbounds %struct.ipc_queue, ptr %71, i32 0, i32 5, !dbg !200
  %73 = load i32, ptr %7, align 4, !dbg !201
  %74 = sext i32 %73 to i64, !dbg !199
  %75 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %72, i64 0, i64 %74, !dbg !199
  %76 = load ptr, ptr %5, align 8, !dbg !202
  %77 = getelementptr inbounds %struct.ipc_queue, ptr %76, i32 0, i32 5, !dbg !203
  %78 = load i32, ptr %7, align 4, !dbg !204
  %79 = sub nsw i32 %78, 1, !dbg !205
  %80 = sext i32 %79 to i64, !dbg !202
  %81 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %77, i64 0, i64 %80, !dbg !202
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %75, ptr align 8 %81, i64 8, i1 false), !dbg !202
  br label %82, !dbg !199

82:                                               ; preds = %70
  %83 = load i32, ptr %7, align 4, !dbg !206
  %84 = add nsw i32 %83, -1, !dbg !206
  store i32 %84, ptr %7, align 4, !dbg !206
  br label %66, !dbg !207, !llvm.loop !208

85:                                               ; preds = %66
  %86 = load ptr, ptr %5, align 8, !dbg !210
  %87 = getelementptr inbounds %struct.ipc_queue, ptr %86, i32 0, i32 5, !dbg !211
  %88 = load i32, ptr %6, align 4, !dbg !212
  %89 = sext i32 %88 to i64, !dbg !210
  %90 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %87, i64 0, i64 %89, !dbg !210
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %90, ptr align 4 %4, i64 8, i1 false), !dbg !213
  %91 = load ptr, ptr %5, align 8, !dbg !214
  %92 = getelementptr inbounds %struct.ipc_queue, ptr %91, i32 0, i32 3, !dbg !215
  %93 = load i32, ptr %92, align 8, !dbg !216
  %94 = add nsw i32 %93, 1, !dbg !216
  store i32 %94, ptr %92, align 8, !dbg !216
  %95 = load ptr, ptr %5, align 8, !dbg !217
  %96 = getelementptr inbounds %struct.ipc_queue, ptr %95, i32 0, i32 1, !dbg !218
  %97 = call i32 @pthread_cond_signal(ptr noundef %96) #6, !dbg !219
  %98 = load ptr, ptr %5, align 8, !dbg !220
  %99 = getelementptr inbounds %struct.ipc_queue, ptr %98, i32 0, i32 0, !dbg !221
  %100 = call i32 @pthread_mutex_unlock(ptr noundef %99) #6, !dbg !222
  store i32 0, ptr %3, align 4, !dbg !223
  br label %101, !dbg !223

101:                                              ; preds = %85, %35
  %102 = load i32, ptr %3, align 4, !dbg !224
  ret i32 %102, !dbg !224
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ipc_receive(ptr noundef %0, ptr noundef %1) #0 !dbg !225 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !229, !DIExpression(), !230)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !231, !DIExpression(), !232)
  %7 = load ptr, ptr %4, align 8, !dbg !233
  %8 = getelementptr inbounds %struct.ipc_queue, ptr %7, i32 0, i32 0, !dbg !234
  %9 = call i32 @pthread_mutex_lock(ptr noundef %8) #6, !dbg !235
  br label %10, !dbg !236

10:                                               ; preds = %23, %2
  %11 = load ptr, ptr %4, align 8, !dbg !237
  %12 = getelementptr inbounds %struct.ipc_queue, ptr %11, i32 0, i32 3, !dbg !238
  %13 = load i32, ptr %12, align 8, !dbg !238
  %14 = icmp eq i32 %13, 0, !dbg !239
  br i1 %14, label %15, label %21, !dbg !240

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8, !dbg !241
  %17 = getelementptr inbounds %struct.ipc_queue, ptr %16, i32 0, i32 4, !dbg !242
  %18 = load i32, ptr %17, align 4, !dbg !242
  %19 = icmp ne i32 %18, 0, !dbg !243
  %20 = xor i1 %19, true, !dbg !243
  br label %21

21:                                               ; preds = %15, %10
  %22 = phi i1 [ false, %10 ], [ %20, %15 ], !dbg !244
  br i1 %22, label %23, label %29, !dbg !236

23:                                               ; preds = %21
  %24 = load ptr, ptr %4, align 8, !dbg !245
  %25 = getelementptr inbounds %struct.ipc_queue, ptr %24, i32 0, i32 1, !dbg !246
  %26 = load ptr, ptr %4, align 8, !dbg !247
  %27 = getelementptr inbounds %struct.ipc_queue, ptr %26, i32 0, i32 0, !dbg !248
  %28 = call i32 @pthread_cond_wait(ptr noundef %25, ptr noundef %27), !dbg !249
  br label %10, !dbg !236, !llvm.loop !250

29:                                               ; preds = %21
  %30 = load ptr, ptr %4, align 8, !dbg !252
  %31 = getelementptr inbounds %struct.ipc_queue, ptr %30, i32 0, i32 3, !dbg !254
  %32 = load i32, ptr %31, align 8, !dbg !254
  %33 = icmp eq i32 %32, 0, !dbg !255
  br i1 %33, label %34, label %38, !dbg !256

34:                                               ; preds = %29
  %35 = load ptr, ptr %4, align 8, !dbg !257
  %36 = getelementptr inbounds %struct.ipc_queue, ptr %35, i32 0, i32 0, !dbg !259
  %37 = call i32 @pthread_mutex_unlock(ptr noundef %36) #6, !dbg !260
  store i32 1, ptr %3, align 4, !dbg !261
  br label %91, !dbg !261

38:                                               ; preds = %29
  %39 = load ptr, ptr %5, align 8, !dbg !262
  %40 = load ptr, ptr %4, align 8, !dbg !263
  %41 = getelementptr inbounds %struct.ipc_queue, ptr %40, i32 0, i32 5, !dbg !264
  %42 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %41, i64 0, i64 0, !dbg !263
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 8 %42, i64 8, i1 false), !dbg !263
    #dbg_declare(ptr %6, !265, !DIExpression(), !267)
  store i32 1, ptr %6, align 4, !dbg !267
  br label %43, !dbg !268

43:                                               ; preds = %61, %38
  %44 = load i32, ptr %6, align 4, !dbg !269
  %45 = load ptr, ptr %4, align 8, !dbg !271
  %46 = getelementptr inbounds %struct.ipc_queue, ptr %45, i32 0, i32 3, !dbg !272
  %47 = load i32, ptr %46, align 8, !dbg !272
  %48 = icmp slt i32 %44, %47, !dbg !273
  br i1 %48, label %49, label %64, !dbg !274

49:                                               ; preds = %43
  %50 = load ptr, ptr %4, align 8, !dbg !275
  %51 = getelementptr inbounds %struct.ipc_queue, ptr %50, i32 0, i32 5, !dbg !276
  %52 = load i32, ptr %6, align 4, !dbg !277
  %53 = sub nsw i32 %52, 1, !dbg !278
  %54 = sext i32 %53 to i64, !dbg !275
  %55 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %51, i64 0, i64 %54, !dbg !275
  %56 = load ptr, ptr %4, align 8, !dbg !279
  %57 = getelementptr inbounds %struct.ipc_queue, ptr %56, i32 0, i32 5, !dbg !280
  %58 = load i32, ptr %6, align 4, !dbg !281
  %59 = sext i32 %58 to i64, !dbg !279
  %60 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %57, i64 0, i64 %59, !dbg !279
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 8 %60, i64 8, i1 false), !dbg !279
  br label %61, !dbg !275

61:                                               ; preds = %49
  %62 = load i32, ptr %6, align 4, !dbg !282
  %63 = add nsw i32 %62, 1, !dbg !282
  store i32 %63, ptr %6, align 4, !dbg !282
  br label %43, !dbg !283, !llvm.loop !284

64:                                               ; preds = %43
  %65 = load ptr, ptr %4, align 8, !dbg !286
  %66 = getelementptr inbounds %struct.ipc_queue, ptr %65, i32 0, i32 3, !dbg !287
  %67 = load i32, ptr %66, align 8, !dbg !288
  %68 = add nsw i32 %67, -1, !dbg !288
  store i32 %68, ptr %66, align 8, !dbg !288
  %69 = load ptr, ptr %4, align 8, !dbg !289
  %70 = getelementptr inbounds %struct.ipc_queue, ptr %69, i32 0, i32 5, !dbg !290
  %71 = load ptr, ptr %4, align 8, !dbg !291
  %72 = getelementptr inbounds %struct.ipc_queue, ptr %71, i32 0, i32 3, !dbg !292
  %73 = load i32, ptr %72, align 8, !dbg !292
  %74 = sext i32 %73 to i64, !dbg !289
  %75 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %70, i64 0, i64 %74, !dbg !289
  %76 = getelementptr inbounds %struct.ipc_msg, ptr %75, i32 0, i32 0, !dbg !293
  store i32 0, ptr %76, align 8, !dbg !294
  %77 = load ptr, ptr %4, align 8, !dbg !295
  %78 = getelementptr inbounds %struct.ipc_queue, ptr %77, i32 0, i32 5, !dbg !296
  %79 = load ptr, ptr %4, align 8, !dbg !297
  %80 = getelementptr inbounds %struct.ipc_queue, ptr %79, i32 0, i32 3, !dbg !298
  %81 = load i32, ptr %80, align 8, !dbg !298
  %82 = sext i32 %81 to i64, !dbg !295
  %83 = getelementptr inbounds [1 x %struct.ipc_msg], ptr %78, i64 0, i64 %82, !dbg !295
  %84 = getelementptr inbounds %struct.ipc_msg, ptr %83, i32 0, i32 1, !dbg !299
  store i32 0, ptr %84, align 4, !dbg !300
  %85 = load ptr, ptr %4, align 8, !dbg !301
  %86 = getelementptr inbounds %struct.ipc_queue, ptr %85, i32 0, i32 2, !dbg !302
  %87 = call i32 @pthread_cond_signal(ptr noundef %86) #6, !dbg !303
  %88 = load ptr, ptr %4, align 8, !dbg !304
  %89 = getelementptr inbounds %struct.ipc_queue, ptr %88, i32 0, i32 0, !dbg !305
  %90 = call i32 @pthread_mutex_unlock(ptr noundef %89) #6, !dbg !306
  store i32 0, ptr %3, align 4, !dbg !307
  br label %91, !dbg !307

91:                                               ; preds = %64, %34
  %92 = load i32, ptr %3, align 4, !dbg !308
  ret i32 %92, !dbg !308
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ipc_close(ptr noundef %0) #0 !dbg !309 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !312, !DIExpression(), !313)
  %3 = load ptr, ptr %2, align 8, !dbg !314
  %4 = getelementptr inbounds %struct.ipc_queue, ptr %3, i32 0, i32 0, !dbg !315
  %5 = call i32 @pthread_mutex_lock(ptr noundef %4) #6, !dbg !316
  %6 = load ptr, ptr %2, align 8, !dbg !317
  %7 = getelementptr inbounds %struct.ipc_queue, ptr %6, i32 0, i32 4, !dbg !318
  store i32 1, ptr %7, align 4, !dbg !319
  %8 = load ptr, ptr %2, align 8, !dbg !320
  %9 = getelementptr inbounds %struct.ipc_queue, ptr %8, i32 0, i32 1, !dbg !321
  %10 = call i32 @pthread_cond_broadcast(ptr noundef %9) #6, !dbg !322
  %11 = load ptr, ptr %2, align 8, !dbg !323
  %12 = getelementptr inbounds %struct.ipc_queue, ptr %11, i32 0, i32 2, !dbg !324
  %13 = call i32 @pthread_cond_broadcast(ptr noundef %12) #6, !dbg !325
  %14 = load ptr, ptr %2, align 8, !dbg !326
  %15 = getelementptr inbounds %struct.ipc_queue, ptr %14, i32 0, i32 0, !dbg !327
  %16 = call i32 @pthread_mutex_unlock(ptr noundef %15) #6, !dbg !328
  ret void, !dbg !329
}

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ipc_invariant() #0 !dbg !330 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = load i32, ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 3), align 8, !dbg !333
  %4 = icmp slt i32 %3, 0, !dbg !335
  br i1 %4, label %8, label %5, !dbg !336

5:                                                ; preds = %0
  %6 = load i32, ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 3), align 8, !dbg !337
  %7 = icmp sgt i32 %6, 1, !dbg !338
  br i1 %7, label %8, label %9, !dbg !339

8:                                                ; preds = %5, %0
  store i32 0, ptr %1, align 4, !dbg !340
  br label %33, !dbg !340

9:                                                ; preds = %5
    #dbg_declare(ptr %2, !341, !DIExpression(), !343)
  store i32 1, ptr %2, align 4, !dbg !343
  br label %10, !dbg !344

10:                                               ; preds = %29, %9
  %11 = load i32, ptr %2, align 4, !dbg !345
  %12 = load i32, ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 3), align 8, !dbg !347
  %13 = icmp slt i32 %11, %12, !dbg !348
  br i1 %13, label %14, label %32, !dbg !349

14:                                               ; preds = %10
  %15 = load i32, ptr %2, align 4, !dbg !350
  %16 = sub nsw i32 %15, 1, !dbg !352
  %17 = sext i32 %16 to i64, !dbg !353
  %18 = getelementptr inbounds [1 x %struct.ipc_msg], ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 5), i64 0, i64 %17, !dbg !353
  %19 = getelementptr inbounds %struct.ipc_msg, ptr %18, i32 0, i32 0, !dbg !354
  %20 = load i32, ptr %19, align 8, !dbg !354
  %21 = load i32, ptr %2, align 4, !dbg !355
  %22 = sext i32 %21 to i64, !dbg !356
  %23 = getelementptr inbounds [1 x %struct.ipc_msg], ptr getelementptr inbounds (%struct.ipc_queue, ptr @queue, i32 0, i32 5), i64 0, i64 %22, !dbg !356
  %24 = getelementptr inbounds %struct.ipc_msg, ptr %23, i32 0, i32 0, !dbg !357
  %25 = load i32, ptr %24, align 8, !dbg !357
  %26 = icmp slt i32 %20, %25, !dbg !358
  br i1 %26, label %27, label %28, !dbg !359

27:                                               ; preds = %14
  store i32 0, ptr %1, align 4, !dbg !360
  br label %33, !dbg !360

28:                                               ; preds = %14
  br label %29, !dbg !357

29:                                               ; preds = %28
  %30 = load i32, ptr %2, align 4, !dbg !361
  %31 = add nsw i32 %30, 1, !dbg !361
  store i32 %31, ptr %2, align 4, !dbg !361
  br label %10, !dbg !362, !llvm.loop !363

32:                                               ; preds = %10
  store i32 1, ptr %1, align 4, !dbg !365
  br label %33, !dbg !365

33:                                               ; preds = %32, %27, %8
  %34 = load i32, ptr %1, align 4, !dbg !366
  ret i32 %34, !dbg !366
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !367 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !368, !DIExpression(), !371)
    #dbg_declare(ptr %3, !372, !DIExpression(), !373)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #6, !dbg !374
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #6, !dbg !375
  %6 = load i64, ptr %2, align 8, !dbg !376
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !377
  %8 = load i64, ptr %3, align 8, !dbg !378
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !379
  ret i32 0, !dbg !380
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @producer(ptr noundef %0) #0 !dbg !381 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.ipc_msg, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !384, !DIExpression(), !385)
  %6 = load ptr, ptr %2, align 8, !dbg !386
    #dbg_declare(ptr %3, !387, !DIExpression(), !389)
  store i32 0, ptr %3, align 4, !dbg !389
  br label %7, !dbg !390

7:                                                ; preds = %25, %1
  %8 = load i32, ptr %3, align 4, !dbg !391
  %9 = icmp slt i32 %8, 2, !dbg !393
  br i1 %9, label %10, label %28, !dbg !394

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !395, !DIExpression(), !397)
  %11 = getelementptr inbounds %struct.ipc_msg, ptr %4, i32 0, i32 0, !dbg !398
  %12 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !399
  %13 = zext i1 %12 to i64, !dbg !399
  %14 = select i1 %12, i32 1, i32 0, !dbg !399
  store i32 %14, ptr %11, align 4, !dbg !398
  %15 = getelementptr inbounds %struct.ipc_msg, ptr %4, i32 0, i32 1, !dbg !398
  %16 = load i32, ptr %3, align 4, !dbg !400
  %17 = add nsw i32 %16, 1, !dbg !401
  store i32 %17, ptr %15, align 4, !dbg !398
    #dbg_declare(ptr %5, !402, !DIExpression(), !403)
  %18 = load i64, ptr %4, align 4, !dbg !404
  %19 = call i32 @ipc_send(ptr noundef @queue, i64 %18), !dbg !404
  store i32 %19, ptr %5, align 4, !dbg !403
  %20 = load i32, ptr %5, align 4, !dbg !405
  %21 = icmp eq i32 %20, 0, !dbg !405
  br i1 %21, label %22, label %23, !dbg !408

22:                                               ; preds = %10
  br label %24, !dbg !408

23:                                               ; preds = %10
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.producer) #7, !dbg !405
  unreachable, !dbg !405

24:                                               ; preds = %22
  br label %25, !dbg !409

25:                                               ; preds = %24
  %26 = load i32, ptr %3, align 4, !dbg !410
  %27 = add nsw i32 %26, 1, !dbg !410
  store i32 %27, ptr %3, align 4, !dbg !410
  br label %7, !dbg !411, !llvm.loop !412

28:                                               ; preds = %7
  call void @ipc_close(ptr noundef @queue), !dbg !414
  ret ptr null, !dbg !415
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @consumer(ptr noundef %0) #0 !dbg !416 {
  %2 = alloca ptr, align 8
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.ipc_msg, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !417, !DIExpression(), !418)
  %6 = load ptr, ptr %2, align 8, !dbg !419
    #dbg_declare(ptr %3, !420, !DIExpression(), !422)
  call void @llvm.memset.p0.i64(ptr align 4 %3, i8 0, i64 8, i1 false), !dbg !422
    #dbg_declare(ptr %4, !423, !DIExpression(), !424)
  store i32 0, ptr %4, align 4, !dbg !424
    #dbg_declare(ptr %5, !425, !DIExpression(), !426)
  br label %7, !dbg !427

7:                                                ; preds = %31, %1
  %8 = call i32 @ipc_receive(ptr noundef @queue, ptr noundef %5), !dbg !428
  %9 = icmp eq i32 %8, 0, !dbg !429
  br i1 %9, label %10, label %40, !dbg !427

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !430
  %12 = load i32, ptr %11, align 4, !dbg !430
  %13 = icmp sge i32 %12, 0, !dbg !430
  br i1 %13, label %14, label %19, !dbg !430

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !430
  %16 = load i32, ptr %15, align 4, !dbg !430
  %17 = icmp slt i32 %16, 2, !dbg !430
  br i1 %17, label %18, label %19, !dbg !434

18:                                               ; preds = %14
  br label %20, !dbg !434

19:                                               ; preds = %14, %10
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 137, ptr noundef @__PRETTY_FUNCTION__.consumer) #7, !dbg !430
  unreachable, !dbg !430

20:                                               ; preds = %18
  %21 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 1, !dbg !435
  %22 = load i32, ptr %21, align 4, !dbg !435
  %23 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !435
  %24 = load i32, ptr %23, align 4, !dbg !435
  %25 = sext i32 %24 to i64, !dbg !435
  %26 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %25, !dbg !435
  %27 = load i32, ptr %26, align 4, !dbg !435
  %28 = icmp sgt i32 %22, %27, !dbg !435
  br i1 %28, label %29, label %30, !dbg !438

29:                                               ; preds = %20
  br label %31, !dbg !438

30:                                               ; preds = %20
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.consumer) #7, !dbg !435
  unreachable, !dbg !435

31:                                               ; preds = %29
  %32 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 1, !dbg !439
  %33 = load i32, ptr %32, align 4, !dbg !439
  %34 = getelementptr inbounds %struct.ipc_msg, ptr %5, i32 0, i32 0, !dbg !440
  %35 = load i32, ptr %34, align 4, !dbg !440
  %36 = sext i32 %35 to i64, !dbg !441
  %37 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %36, !dbg !441
  store i32 %33, ptr %37, align 4, !dbg !442
  %38 = load i32, ptr %4, align 4, !dbg !443
  %39 = add nsw i32 %38, 1, !dbg !443
  store i32 %39, ptr %4, align 4, !dbg !443
  br label %7, !dbg !427, !llvm.loop !444

40:                                               ; preds = %7
  %41 = load i32, ptr %4, align 4, !dbg !446
  %42 = icmp eq i32 %41, 2, !dbg !446
  br i1 %42, label %43, label %44, !dbg !449

43:                                               ; preds = %40
  br label %45, !dbg !449

44:                                               ; preds = %40
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 142, ptr noundef @__PRETTY_FUNCTION__.consumer) #7, !dbg !446
  unreachable, !dbg !446

45:                                               ; preds = %43
  ret ptr null, !dbg !450
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!126, !127, !128, !129, !130, !131, !132}
!llvm.ident = !{!133}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "queue", scope: !2, file: !3, line: 46, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ipc.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc37933bc77a5f4086cbb2ce2aeb3616")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ipc_status", file: !3, line: 30, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "IPC_OK", value: 0)
!9 = !DIEnumerator(name: "IPC_CLOSED", value: 1)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!0, !13, !19, !24, !30, !35, !37, !42}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 96, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 12)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 184, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!28 = !{!29}
!29 = !DISubrange(count: 23)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 272, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 34)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 136, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 17)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_queue", file: !3, line: 37, size: 1216, elements: !48)
!48 = !{!49, !81, !115, !116, !117, !118}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "lock", scope: !47, file: !3, line: 38, baseType: !50, size: 320)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !51, line: 72, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !51, line: 67, size: 320, elements: !53)
!53 = !{!54, !75, !79}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !52, file: !51, line: 69, baseType: !55, size: 320)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !56, line: 22, size: 320, elements: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!57 = !{!58, !60, !61, !62, !63, !64, !66, !67}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !55, file: !56, line: 24, baseType: !59, size: 32)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !55, file: !56, line: 25, baseType: !6, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !55, file: !56, line: 26, baseType: !59, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !55, file: !56, line: 28, baseType: !6, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !55, file: !56, line: 32, baseType: !59, size: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !55, file: !56, line: 34, baseType: !65, size: 16, offset: 160)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !55, file: !56, line: 35, baseType: !65, size: 16, offset: 176)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !55, file: !56, line: 36, baseType: !68, size: 128, offset: 192)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !69, line: 55, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !69, line: 51, size: 128, elements: !71)
!71 = !{!72, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !70, file: !69, line: 53, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !70, file: !69, line: 54, baseType: !73, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !52, file: !51, line: 70, baseType: !76, size: 320)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 320, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 40)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !52, file: !51, line: 71, baseType: !80, size: 64)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "not_empty", scope: !47, file: !3, line: 39, baseType: !82, size: 384, offset: 320)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !51, line: 80, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !51, line: 75, size: 384, elements: !84)
!84 = !{!85, !109, !113}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !83, file: !51, line: 77, baseType: !86, size: 384)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !69, line: 94, size: 384, elements: !87)
!87 = !{!88, !100, !101, !105, !106, !107, !108}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !86, file: !69, line: 96, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !90, line: 33, baseType: !91)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !90, line: 25, size: 64, elements: !92)
!92 = !{!93, !95}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !91, file: !90, line: 27, baseType: !94, size: 64)
!94 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !91, file: !90, line: 32, baseType: !96, size: 64)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !91, file: !90, line: 28, size: 64, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !96, file: !90, line: 30, baseType: !6, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !96, file: !90, line: 31, baseType: !6, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !86, file: !69, line: 97, baseType: !89, size: 64, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !86, file: !69, line: 98, baseType: !102, size: 64, offset: 128)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 2)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !86, file: !69, line: 99, baseType: !102, size: 64, offset: 192)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !86, file: !69, line: 100, baseType: !6, size: 32, offset: 256)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !86, file: !69, line: 101, baseType: !6, size: 32, offset: 288)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !86, file: !69, line: 102, baseType: !102, size: 64, offset: 320)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !51, line: 78, baseType: !110, size: 384)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 384, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 48)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !51, line: 79, baseType: !114, size: 64)
!114 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "not_full", scope: !47, file: !3, line: 39, baseType: !82, size: 384, offset: 704)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !47, file: !3, line: 40, baseType: !59, size: 32, offset: 1088)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "closed", scope: !47, file: !3, line: 41, baseType: !59, size: 32, offset: 1120)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !47, file: !3, line: 42, baseType: !119, size: 64, offset: 1152)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 64, elements: !124)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_msg", file: !3, line: 32, size: 64, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !120, file: !3, line: 33, baseType: !59, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !120, file: !3, line: 34, baseType: !59, size: 32, offset: 32)
!124 = !{!125}
!125 = !DISubrange(count: 1)
!126 = !{i32 7, !"Dwarf Version", i32 5}
!127 = !{i32 2, !"Debug Info Version", i32 3}
!128 = !{i32 1, !"wchar_size", i32 4}
!129 = !{i32 8, !"PIC Level", i32 2}
!130 = !{i32 7, !"PIE Level", i32 2}
!131 = !{i32 7, !"uwtable", i32 2}
!132 = !{i32 7, !"frame-pointer", i32 2}
!133 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!134 = distinct !DISubprogram(name: "ipc_send", scope: !3, file: !3, line: 50, type: !135, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !138)
!135 = !DISubroutineType(types: !136)
!136 = !{!59, !137, !120}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!138 = !{}
!139 = !DILocalVariable(name: "q", arg: 1, scope: !134, file: !3, line: 50, type: !137)
!140 = !DILocation(line: 50, column: 32, scope: !134)
!141 = !DILocalVariable(name: "msg", arg: 2, scope: !134, file: !3, line: 50, type: !120)
!142 = !DILocation(line: 50, column: 50, scope: !134)
!143 = !DILocation(line: 52, column: 25, scope: !134)
!144 = !DILocation(line: 52, column: 28, scope: !134)
!145 = !DILocation(line: 52, column: 5, scope: !134)
!146 = !DILocation(line: 53, column: 5, scope: !134)
!147 = !DILocation(line: 53, column: 12, scope: !134)
!148 = !DILocation(line: 53, column: 15, scope: !134)
!149 = !DILocation(line: 53, column: 17, scope: !134)
!150 = !DILocation(line: 53, column: 22, scope: !134)
!151 = !DILocation(line: 53, column: 26, scope: !134)
!152 = !DILocation(line: 53, column: 29, scope: !134)
!153 = !DILocation(line: 53, column: 25, scope: !134)
!154 = !DILocation(line: 0, scope: !134)
!155 = !DILocation(line: 54, column: 28, scope: !134)
!156 = !DILocation(line: 54, column: 31, scope: !134)
!157 = !DILocation(line: 54, column: 42, scope: !134)
!158 = !DILocation(line: 54, column: 45, scope: !134)
!159 = !DILocation(line: 54, column: 9, scope: !134)
!160 = distinct !{!160, !146, !161, !162}
!161 = !DILocation(line: 54, column: 49, scope: !134)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !DILocation(line: 55, column: 9, scope: !164)
!164 = distinct !DILexicalBlock(scope: !134, file: !3, line: 55, column: 9)
!165 = !DILocation(line: 55, column: 12, scope: !164)
!166 = !DILocation(line: 55, column: 9, scope: !134)
!167 = !DILocation(line: 56, column: 31, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 55, column: 20)
!169 = !DILocation(line: 56, column: 34, scope: !168)
!170 = !DILocation(line: 56, column: 9, scope: !168)
!171 = !DILocation(line: 57, column: 9, scope: !168)
!172 = !DILocalVariable(name: "at", scope: !134, file: !3, line: 59, type: !59)
!173 = !DILocation(line: 59, column: 9, scope: !134)
!174 = !DILocation(line: 63, column: 5, scope: !134)
!175 = !DILocation(line: 63, column: 12, scope: !134)
!176 = !DILocation(line: 63, column: 17, scope: !134)
!177 = !DILocation(line: 63, column: 20, scope: !134)
!178 = !DILocation(line: 63, column: 15, scope: !134)
!179 = !DILocation(line: 63, column: 22, scope: !134)
!180 = !DILocation(line: 63, column: 25, scope: !134)
!181 = !DILocation(line: 63, column: 28, scope: !134)
!182 = !DILocation(line: 63, column: 33, scope: !134)
!183 = !DILocation(line: 63, column: 37, scope: !134)
!184 = !DILocation(line: 63, column: 49, scope: !134)
!185 = !DILocation(line: 63, column: 42, scope: !134)
!186 = !DILocation(line: 65, column: 11, scope: !134)
!187 = distinct !{!187, !174, !186, !162}
!188 = !DILocalVariable(name: "k", scope: !189, file: !3, line: 66, type: !59)
!189 = distinct !DILexicalBlock(scope: !134, file: !3, line: 66, column: 5)
!190 = !DILocation(line: 66, column: 14, scope: !189)
!191 = !DILocation(line: 66, column: 18, scope: !189)
!192 = !DILocation(line: 66, column: 21, scope: !189)
!193 = !DILocation(line: 66, column: 10, scope: !189)
!194 = !DILocation(line: 66, column: 24, scope: !195)
!195 = distinct !DILexicalBlock(scope: !189, file: !3, line: 66, column: 5)
!196 = !DILocation(line: 66, column: 28, scope: !195)
!197 = !DILocation(line: 66, column: 26, scope: !195)
!198 = !DILocation(line: 66, column: 5, scope: !189)
!199 = !DILocation(line: 67, column: 9, scope: !195)
!200 = !DILocation(line: 67, column: 12, scope: !195)
!201 = !DILocation(line: 67, column: 17, scope: !195)
!202 = !DILocation(line: 67, column: 22, scope: !195)
!203 = !DILocation(line: 67, column: 25, scope: !195)
!204 = !DILocation(line: 67, column: 30, scope: !195)
!205 = !DILocation(line: 67, column: 32, scope: !195)
!206 = !DILocation(line: 66, column: 33, scope: !195)
!207 = !DILocation(line: 66, column: 5, scope: !195)
!208 = distinct !{!208, !198, !209, !162}
!209 = !DILocation(line: 67, column: 35, scope: !189)
!210 = !DILocation(line: 68, column: 5, scope: !134)
!211 = !DILocation(line: 68, column: 8, scope: !134)
!212 = !DILocation(line: 68, column: 13, scope: !134)
!213 = !DILocation(line: 68, column: 19, scope: !134)
!214 = !DILocation(line: 69, column: 5, scope: !134)
!215 = !DILocation(line: 69, column: 8, scope: !134)
!216 = !DILocation(line: 69, column: 9, scope: !134)
!217 = !DILocation(line: 70, column: 26, scope: !134)
!218 = !DILocation(line: 70, column: 29, scope: !134)
!219 = !DILocation(line: 70, column: 5, scope: !134)
!220 = !DILocation(line: 71, column: 27, scope: !134)
!221 = !DILocation(line: 71, column: 30, scope: !134)
!222 = !DILocation(line: 71, column: 5, scope: !134)
!223 = !DILocation(line: 72, column: 5, scope: !134)
!224 = !DILocation(line: 73, column: 1, scope: !134)
!225 = distinct !DISubprogram(name: "ipc_receive", scope: !3, file: !3, line: 76, type: !226, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !138)
!226 = !DISubroutineType(types: !227)
!227 = !{!59, !137, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!229 = !DILocalVariable(name: "q", arg: 1, scope: !225, file: !3, line: 76, type: !137)
!230 = !DILocation(line: 76, column: 35, scope: !225)
!231 = !DILocalVariable(name: "out", arg: 2, scope: !225, file: !3, line: 76, type: !228)
!232 = !DILocation(line: 76, column: 54, scope: !225)
!233 = !DILocation(line: 78, column: 25, scope: !225)
!234 = !DILocation(line: 78, column: 28, scope: !225)
!235 = !DILocation(line: 78, column: 5, scope: !225)
!236 = !DILocation(line: 79, column: 5, scope: !225)
!237 = !DILocation(line: 79, column: 12, scope: !225)
!238 = !DILocation(line: 79, column: 15, scope: !225)
!239 = !DILocation(line: 79, column: 17, scope: !225)
!240 = !DILocation(line: 79, column: 22, scope: !225)
!241 = !DILocation(line: 79, column: 26, scope: !225)
!242 = !DILocation(line: 79, column: 29, scope: !225)
!243 = !DILocation(line: 79, column: 25, scope: !225)
!244 = !DILocation(line: 0, scope: !225)
!245 = !DILocation(line: 80, column: 28, scope: !225)
!246 = !DILocation(line: 80, column: 31, scope: !225)
!247 = !DILocation(line: 80, column: 43, scope: !225)
!248 = !DILocation(line: 80, column: 46, scope: !225)
!249 = !DILocation(line: 80, column: 9, scope: !225)
!250 = distinct !{!250, !236, !251, !162}
!251 = !DILocation(line: 80, column: 50, scope: !225)
!252 = !DILocation(line: 81, column: 9, scope: !253)
!253 = distinct !DILexicalBlock(scope: !225, file: !3, line: 81, column: 9)
!254 = !DILocation(line: 81, column: 12, scope: !253)
!255 = !DILocation(line: 81, column: 14, scope: !253)
!256 = !DILocation(line: 81, column: 9, scope: !225)
!257 = !DILocation(line: 82, column: 31, scope: !258)
!258 = distinct !DILexicalBlock(scope: !253, file: !3, line: 81, column: 20)
!259 = !DILocation(line: 82, column: 34, scope: !258)
!260 = !DILocation(line: 82, column: 9, scope: !258)
!261 = !DILocation(line: 83, column: 9, scope: !258)
!262 = !DILocation(line: 85, column: 6, scope: !225)
!263 = !DILocation(line: 85, column: 12, scope: !225)
!264 = !DILocation(line: 85, column: 15, scope: !225)
!265 = !DILocalVariable(name: "k", scope: !266, file: !3, line: 86, type: !59)
!266 = distinct !DILexicalBlock(scope: !225, file: !3, line: 86, column: 5)
!267 = !DILocation(line: 86, column: 14, scope: !266)
!268 = !DILocation(line: 86, column: 10, scope: !266)
!269 = !DILocation(line: 86, column: 21, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !3, line: 86, column: 5)
!271 = !DILocation(line: 86, column: 25, scope: !270)
!272 = !DILocation(line: 86, column: 28, scope: !270)
!273 = !DILocation(line: 86, column: 23, scope: !270)
!274 = !DILocation(line: 86, column: 5, scope: !266)
!275 = !DILocation(line: 87, column: 9, scope: !270)
!276 = !DILocation(line: 87, column: 12, scope: !270)
!277 = !DILocation(line: 87, column: 17, scope: !270)
!278 = !DILocation(line: 87, column: 19, scope: !270)
!279 = !DILocation(line: 87, column: 26, scope: !270)
!280 = !DILocation(line: 87, column: 29, scope: !270)
!281 = !DILocation(line: 87, column: 34, scope: !270)
!282 = !DILocation(line: 86, column: 32, scope: !270)
!283 = !DILocation(line: 86, column: 5, scope: !270)
!284 = distinct !{!284, !274, !285, !162}
!285 = !DILocation(line: 87, column: 35, scope: !266)
!286 = !DILocation(line: 88, column: 5, scope: !225)
!287 = !DILocation(line: 88, column: 8, scope: !225)
!288 = !DILocation(line: 88, column: 9, scope: !225)
!289 = !DILocation(line: 89, column: 5, scope: !225)
!290 = !DILocation(line: 89, column: 8, scope: !225)
!291 = !DILocation(line: 89, column: 13, scope: !225)
!292 = !DILocation(line: 89, column: 16, scope: !225)
!293 = !DILocation(line: 89, column: 19, scope: !225)
!294 = !DILocation(line: 89, column: 24, scope: !225)
!295 = !DILocation(line: 90, column: 5, scope: !225)
!296 = !DILocation(line: 90, column: 8, scope: !225)
!297 = !DILocation(line: 90, column: 13, scope: !225)
!298 = !DILocation(line: 90, column: 16, scope: !225)
!299 = !DILocation(line: 90, column: 19, scope: !225)
!300 = !DILocation(line: 90, column: 23, scope: !225)
!301 = !DILocation(line: 91, column: 26, scope: !225)
!302 = !DILocation(line: 91, column: 29, scope: !225)
!303 = !DILocation(line: 91, column: 5, scope: !225)
!304 = !DILocation(line: 92, column: 27, scope: !225)
!305 = !DILocation(line: 92, column: 30, scope: !225)
!306 = !DILocation(line: 92, column: 5, scope: !225)
!307 = !DILocation(line: 93, column: 5, scope: !225)
!308 = !DILocation(line: 94, column: 1, scope: !225)
!309 = distinct !DISubprogram(name: "ipc_close", scope: !3, file: !3, line: 96, type: !310, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !138)
!310 = !DISubroutineType(types: !311)
!311 = !{null, !137}
!312 = !DILocalVariable(name: "q", arg: 1, scope: !309, file: !3, line: 96, type: !137)
!313 = !DILocation(line: 96, column: 34, scope: !309)
!314 = !DILocation(line: 98, column: 25, scope: !309)
!315 = !DILocation(line: 98, column: 28, scope: !309)
!316 = !DILocation(line: 98, column: 5, scope: !309)
!317 = !DILocation(line: 99, column: 5, scope: !309)
!318 = !DILocation(line: 99, column: 8, scope: !309)
!319 = !DILocation(line: 99, column: 15, scope: !309)
!320 = !DILocation(line: 100, column: 29, scope: !309)
!321 = !DILocation(line: 100, column: 32, scope: !309)
!322 = !DILocation(line: 100, column: 5, scope: !309)
!323 = !DILocation(line: 101, column: 29, scope: !309)
!324 = !DILocation(line: 101, column: 32, scope: !309)
!325 = !DILocation(line: 101, column: 5, scope: !309)
!326 = !DILocation(line: 102, column: 27, scope: !309)
!327 = !DILocation(line: 102, column: 30, scope: !309)
!328 = !DILocation(line: 102, column: 5, scope: !309)
!329 = !DILocation(line: 103, column: 1, scope: !309)
!330 = distinct !DISubprogram(name: "ipc_invariant", scope: !3, file: !3, line: 108, type: !331, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !138)
!331 = !DISubroutineType(types: !332)
!332 = !{!59}
!333 = !DILocation(line: 110, column: 15, scope: !334)
!334 = distinct !DILexicalBlock(scope: !330, file: !3, line: 110, column: 9)
!335 = !DILocation(line: 110, column: 17, scope: !334)
!336 = !DILocation(line: 110, column: 21, scope: !334)
!337 = !DILocation(line: 110, column: 30, scope: !334)
!338 = !DILocation(line: 110, column: 32, scope: !334)
!339 = !DILocation(line: 110, column: 9, scope: !330)
!340 = !DILocation(line: 111, column: 9, scope: !334)
!341 = !DILocalVariable(name: "k", scope: !342, file: !3, line: 112, type: !59)
!342 = distinct !DILexicalBlock(scope: !330, file: !3, line: 112, column: 5)
!343 = !DILocation(line: 112, column: 14, scope: !342)
!344 = !DILocation(line: 112, column: 10, scope: !342)
!345 = !DILocation(line: 112, column: 21, scope: !346)
!346 = distinct !DILexicalBlock(scope: !342, file: !3, line: 112, column: 5)
!347 = !DILocation(line: 112, column: 31, scope: !346)
!348 = !DILocation(line: 112, column: 23, scope: !346)
!349 = !DILocation(line: 112, column: 5, scope: !342)
!350 = !DILocation(line: 113, column: 24, scope: !351)
!351 = distinct !DILexicalBlock(scope: !346, file: !3, line: 113, column: 13)
!352 = !DILocation(line: 113, column: 26, scope: !351)
!353 = !DILocation(line: 113, column: 13, scope: !351)
!354 = !DILocation(line: 113, column: 31, scope: !351)
!355 = !DILocation(line: 113, column: 49, scope: !351)
!356 = !DILocation(line: 113, column: 38, scope: !351)
!357 = !DILocation(line: 113, column: 52, scope: !351)
!358 = !DILocation(line: 113, column: 36, scope: !351)
!359 = !DILocation(line: 113, column: 13, scope: !346)
!360 = !DILocation(line: 114, column: 13, scope: !351)
!361 = !DILocation(line: 112, column: 35, scope: !346)
!362 = !DILocation(line: 112, column: 5, scope: !346)
!363 = distinct !{!363, !349, !364, !162}
!364 = !DILocation(line: 114, column: 20, scope: !342)
!365 = !DILocation(line: 115, column: 5, scope: !330)
!366 = !DILocation(line: 116, column: 1, scope: !330)
!367 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 146, type: !331, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !138)
!368 = !DILocalVariable(name: "p", scope: !367, file: !3, line: 148, type: !369)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !370)
!370 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!371 = !DILocation(line: 148, column: 15, scope: !367)
!372 = !DILocalVariable(name: "c", scope: !367, file: !3, line: 148, type: !369)
!373 = !DILocation(line: 148, column: 18, scope: !367)
!374 = !DILocation(line: 149, column: 5, scope: !367)
!375 = !DILocation(line: 150, column: 5, scope: !367)
!376 = !DILocation(line: 151, column: 18, scope: !367)
!377 = !DILocation(line: 151, column: 5, scope: !367)
!378 = !DILocation(line: 152, column: 18, scope: !367)
!379 = !DILocation(line: 152, column: 5, scope: !367)
!380 = !DILocation(line: 153, column: 5, scope: !367)
!381 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 118, type: !382, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !138)
!382 = !DISubroutineType(types: !383)
!383 = !{!11, !11}
!384 = !DILocalVariable(name: "arg", arg: 1, scope: !381, file: !3, line: 118, type: !11)
!385 = !DILocation(line: 118, column: 29, scope: !381)
!386 = !DILocation(line: 120, column: 11, scope: !381)
!387 = !DILocalVariable(name: "i", scope: !388, file: !3, line: 121, type: !59)
!388 = distinct !DILexicalBlock(scope: !381, file: !3, line: 121, column: 5)
!389 = !DILocation(line: 121, column: 14, scope: !388)
!390 = !DILocation(line: 121, column: 10, scope: !388)
!391 = !DILocation(line: 121, column: 21, scope: !392)
!392 = distinct !DILexicalBlock(scope: !388, file: !3, line: 121, column: 5)
!393 = !DILocation(line: 121, column: 23, scope: !392)
!394 = !DILocation(line: 121, column: 5, scope: !388)
!395 = !DILocalVariable(name: "msg", scope: !396, file: !3, line: 122, type: !120)
!396 = distinct !DILexicalBlock(scope: !392, file: !3, line: 121, column: 36)
!397 = !DILocation(line: 122, column: 24, scope: !396)
!398 = !DILocation(line: 122, column: 30, scope: !396)
!399 = !DILocation(line: 122, column: 31, scope: !396)
!400 = !DILocation(line: 122, column: 65, scope: !396)
!401 = !DILocation(line: 122, column: 67, scope: !396)
!402 = !DILocalVariable(name: "r", scope: !396, file: !3, line: 123, type: !59)
!403 = !DILocation(line: 123, column: 13, scope: !396)
!404 = !DILocation(line: 123, column: 17, scope: !396)
!405 = !DILocation(line: 124, column: 9, scope: !406)
!406 = distinct !DILexicalBlock(scope: !407, file: !3, line: 124, column: 9)
!407 = distinct !DILexicalBlock(scope: !396, file: !3, line: 124, column: 9)
!408 = !DILocation(line: 124, column: 9, scope: !407)
!409 = !DILocation(line: 125, column: 5, scope: !396)
!410 = !DILocation(line: 121, column: 32, scope: !392)
!411 = !DILocation(line: 121, column: 5, scope: !392)
!412 = distinct !{!412, !394, !413, !162}
!413 = !DILocation(line: 125, column: 5, scope: !388)
!414 = !DILocation(line: 126, column: 5, scope: !381)
!415 = !DILocation(line: 127, column: 5, scope: !381)
!416 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 130, type: !382, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !138)
!417 = !DILocalVariable(name: "arg", arg: 1, scope: !416, file: !3, line: 130, type: !11)
!418 = !DILocation(line: 130, column: 29, scope: !416)
!419 = !DILocation(line: 132, column: 11, scope: !416)
!420 = !DILocalVariable(name: "last_seq", scope: !416, file: !3, line: 133, type: !421)
!421 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 64, elements: !103)
!422 = !DILocation(line: 133, column: 9, scope: !416)
!423 = !DILocalVariable(name: "received", scope: !416, file: !3, line: 134, type: !59)
!424 = !DILocation(line: 134, column: 9, scope: !416)
!425 = !DILocalVariable(name: "msg", scope: !416, file: !3, line: 135, type: !120)
!426 = !DILocation(line: 135, column: 20, scope: !416)
!427 = !DILocation(line: 136, column: 5, scope: !416)
!428 = !DILocation(line: 136, column: 12, scope: !416)
!429 = !DILocation(line: 136, column: 38, scope: !416)
!430 = !DILocation(line: 137, column: 9, scope: !431)
!431 = distinct !DILexicalBlock(scope: !432, file: !3, line: 137, column: 9)
!432 = distinct !DILexicalBlock(scope: !433, file: !3, line: 137, column: 9)
!433 = distinct !DILexicalBlock(scope: !416, file: !3, line: 136, column: 49)
!434 = !DILocation(line: 137, column: 9, scope: !432)
!435 = !DILocation(line: 138, column: 9, scope: !436)
!436 = distinct !DILexicalBlock(scope: !437, file: !3, line: 138, column: 9)
!437 = distinct !DILexicalBlock(scope: !433, file: !3, line: 138, column: 9)
!438 = !DILocation(line: 138, column: 9, scope: !437)
!439 = !DILocation(line: 139, column: 34, scope: !433)
!440 = !DILocation(line: 139, column: 22, scope: !433)
!441 = !DILocation(line: 139, column: 9, scope: !433)
!442 = !DILocation(line: 139, column: 28, scope: !433)
!443 = !DILocation(line: 140, column: 17, scope: !433)
!444 = distinct !{!444, !427, !445, !162}
!445 = !DILocation(line: 141, column: 5, scope: !416)
!446 = !DILocation(line: 142, column: 5, scope: !447)
!447 = distinct !DILexicalBlock(scope: !448, file: !3, line: 142, column: 5)
!448 = distinct !DILexicalBlock(scope: !416, file: !3, line: 142, column: 5)
!449 = !DILocation(line: 142, column: 5, scope: !448)
!450 = !DILocation(line: 143, column: 5, scope: !416)
