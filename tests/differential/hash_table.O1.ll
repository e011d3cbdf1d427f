; ModuleID = 'hash_table.c'
source_filename = "hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.table = type { ptr, i64, i64, i32 }

@.str = private unnamed_addr constant [53 x i8] c"after %d inserts: count=%zu buckets=%zu rehashes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"found=%d sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"deleted=%d count=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"buckets=%zu longest chain=%zu empty=%zu value total=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"  [%zu] %s = %ld\0A\00", align 1, !dbg !22
@make_key.syll = internal unnamed_addr constant [8 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16, !dbg !24
@.str.5 = private unnamed_addr constant [3 x i8] c"ka\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [3 x i8] c"lo\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"mi\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [3 x i8] c"nu\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"pe\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [3 x i8] c"ra\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [3 x i8] c"si\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"to\00", align 1, !dbg !53

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !72 {
  %1 = alloca %struct.table, align 8, !DIAssignID !127
    #dbg_assign(i1 undef, !76, !DIExpression(), !127, ptr %1, !DIExpression(), !128)
  %2 = alloca [64 x i8], align 16, !DIAssignID !129
    #dbg_assign(i1 undef, !93, !DIExpression(), !129, ptr %2, !DIExpression(), !128)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #13, !dbg !130
    #dbg_value(ptr %1, !131, !DIExpression(), !138)
    #dbg_value(i64 3, !137, !DIExpression(), !138)
  %3 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 3, i64 noundef 8) #14, !dbg !140
  store ptr %3, ptr %1, align 8, !dbg !141, !tbaa !142, !DIAssignID !149
    #dbg_assign(ptr %3, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !149, ptr %1, !DIExpression(), !128)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !150
  store i64 3, ptr %4, align 8, !dbg !151, !tbaa !152, !DIAssignID !153
    #dbg_assign(i64 3, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153, ptr %4, !DIExpression(), !128)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !154
  store i64 0, ptr %5, align 8, !dbg !155, !tbaa !156, !DIAssignID !157
    #dbg_assign(i64 0, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !157, ptr %5, !DIExpression(), !128)
  %6 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !158
  store i32 0, ptr %6, align 8, !dbg !159, !tbaa !160, !DIAssignID !161
    #dbg_assign(i32 0, !76, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !161, ptr %6, !DIExpression(), !128)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13, !dbg !162
    #dbg_value(i32 0, !97, !DIExpression(), !163)
  br label %7, !dbg !164

7:                                                ; preds = %0, %32
  %8 = phi i64 [ 0, %0 ], [ %33, %32 ]
    #dbg_value(i64 %8, !97, !DIExpression(), !163)
    #dbg_value(ptr %2, !56, !DIExpression(), !165)
    #dbg_value(i64 %8, !57, !DIExpression(), !165)
  store i8 0, ptr %2, align 16, !dbg !169, !tbaa !170, !DIAssignID !171
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171, ptr %2, !DIExpression(), !128)
    #dbg_value(i64 %8, !58, !DIExpression(), !165)
  %9 = trunc nuw nsw i64 %8 to i32, !dbg !172
  br label %10, !dbg !172

10:                                               ; preds = %10, %7
  %11 = phi i32 [ %9, %7 ], [ %17, %10 ], !dbg !165
    #dbg_value(i32 %11, !58, !DIExpression(), !165)
  %12 = srem i32 %11, 8, !dbg !173
  %13 = sext i32 %12 to i64, !dbg !175
  %14 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %13, !dbg !175
  %15 = load ptr, ptr %14, align 8, !dbg !175, !tbaa !176
  %16 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %15) #13, !dbg !177
  %17 = sdiv i32 %11, 8, !dbg !178
    #dbg_value(i32 %17, !58, !DIExpression(), !165)
  %18 = add nsw i32 %11, 7, !dbg !179
  %19 = icmp ult i32 %18, 15, !dbg !179
  br i1 %19, label %20, label %10, !dbg !179, !llvm.loop !180

20:                                               ; preds = %10
  %21 = mul nuw nsw i64 %8, %8, !dbg !184
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %21), !dbg !185
  %22 = trunc nuw nsw i64 %8 to i32, !dbg !186
  %23 = urem i32 %22, 50, !dbg !186
  %24 = icmp eq i32 %23, 0, !dbg !188
  br i1 %24, label %25, label %32, !dbg !189

25:                                               ; preds = %20
  %26 = load i64, ptr %5, align 8, !dbg !190, !tbaa !156
  %27 = load i64, ptr %4, align 8, !dbg !191, !tbaa !152
  %28 = load i32, ptr %6, align 8, !dbg !192, !tbaa !160
  %29 = trunc i64 %8 to i32, !dbg !193
  %30 = add i32 %29, 1, !dbg !193
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i64 noundef %26, i64 noundef %27, i32 noundef %28), !dbg !193
  br label %32, !dbg !193

32:                                               ; preds = %20, %25
  %33 = add nuw nsw i64 %8, 1, !dbg !194
    #dbg_value(i64 %33, !97, !DIExpression(), !163)
  %34 = icmp eq i64 %33, 300, !dbg !195
  br i1 %34, label %38, label %7, !dbg !164, !llvm.loop !196

35:                                               ; preds = %51
  %36 = load ptr, ptr %1, align 8, !tbaa !142
  %37 = load i64, ptr %4, align 8, !tbaa !152
    #dbg_value(i32 0, !103, !DIExpression(), !198)
    #dbg_value(i32 0, !102, !DIExpression(), !128)
    #dbg_value(i64 0, !101, !DIExpression(), !128)
  br label %57, !dbg !199

38:                                               ; preds = %32, %51
  %39 = phi i64 [ %53, %51 ], [ 0, %32 ]
    #dbg_value(i64 %39, !99, !DIExpression(), !200)
    #dbg_value(ptr %2, !56, !DIExpression(), !201)
    #dbg_value(i64 %39, !57, !DIExpression(), !201)
  store i8 0, ptr %2, align 16, !dbg !205, !tbaa !170, !DIAssignID !206
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !206, ptr %2, !DIExpression(), !128)
    #dbg_value(i64 %39, !58, !DIExpression(), !201)
  %40 = trunc nuw nsw i64 %39 to i32, !dbg !207
  br label %41, !dbg !207

41:                                               ; preds = %41, %38
  %42 = phi i32 [ %40, %38 ], [ %48, %41 ], !dbg !201
    #dbg_value(i32 %42, !58, !DIExpression(), !201)
  %43 = srem i32 %42, 8, !dbg !208
  %44 = sext i32 %43 to i64, !dbg !209
  %45 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %44, !dbg !209
  %46 = load ptr, ptr %45, align 8, !dbg !209, !tbaa !176
  %47 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %46) #13, !dbg !210
  %48 = sdiv i32 %42, 8, !dbg !211
    #dbg_value(i32 %48, !58, !DIExpression(), !201)
  %49 = add nsw i32 %42, 7, !dbg !212
  %50 = icmp ult i32 %49, 15, !dbg !212
  br i1 %50, label %51, label %41, !dbg !212, !llvm.loop !213

51:                                               ; preds = %41
  %52 = sub nsw i64 0, %39, !dbg !215
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef %52), !dbg !216
  %53 = add nuw nsw i64 %39, 3, !dbg !217
    #dbg_value(i64 %53, !99, !DIExpression(), !200)
  %54 = icmp ult i64 %39, 297, !dbg !218
  br i1 %54, label %38, label %35, !dbg !219, !llvm.loop !220

55:                                               ; preds = %107
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %109, i64 noundef %108), !dbg !222
    #dbg_value(i32 0, !108, !DIExpression(), !128)
    #dbg_value(i32 0, !109, !DIExpression(), !223)
  br label %173, !dbg !224

57:                                               ; preds = %35, %107
  %58 = phi i32 [ 0, %35 ], [ %110, %107 ]
  %59 = phi i32 [ 0, %35 ], [ %109, %107 ]
  %60 = phi i64 [ 0, %35 ], [ %108, %107 ]
    #dbg_value(i32 %58, !103, !DIExpression(), !198)
    #dbg_value(i32 %59, !102, !DIExpression(), !128)
    #dbg_value(i64 %60, !101, !DIExpression(), !128)
    #dbg_value(ptr %2, !56, !DIExpression(), !225)
    #dbg_value(i32 %58, !57, !DIExpression(), !225)
  store i8 0, ptr %2, align 16, !dbg !227, !tbaa !170, !DIAssignID !228
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !228, ptr %2, !DIExpression(), !128)
    #dbg_value(i32 %58, !58, !DIExpression(), !225)
  br label %61, !dbg !229

61:                                               ; preds = %61, %57
  %62 = phi i32 [ %58, %57 ], [ %68, %61 ], !dbg !225
    #dbg_value(i32 %62, !58, !DIExpression(), !225)
  %63 = srem i32 %62, 8, !dbg !230
  %64 = sext i32 %63 to i64, !dbg !231
  %65 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %64, !dbg !231
  %66 = load ptr, ptr %65, align 8, !dbg !231, !tbaa !176
  %67 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %66) #13, !dbg !232
  %68 = sdiv i32 %62, 8, !dbg !233
    #dbg_value(i32 %68, !58, !DIExpression(), !225)
  %69 = add nsw i32 %62, 7, !dbg !234
  %70 = icmp ult i32 %69, 15, !dbg !234
  br i1 %70, label %71, label %61, !dbg !234, !llvm.loop !235

71:                                               ; preds = %61
    #dbg_value(ptr %1, !237, !DIExpression(), !245)
    #dbg_value(ptr %2, !242, !DIExpression(), !245)
    #dbg_value(ptr %2, !247, !DIExpression(), !253)
    #dbg_value(i64 5381, !252, !DIExpression(), !253)
  %72 = load i8, ptr %2, align 16, !dbg !255, !tbaa !170
  %73 = icmp eq i8 %72, 0, !dbg !256
  br i1 %73, label %84, label %74, !dbg !256

74:                                               ; preds = %71, %74
  %75 = phi i8 [ %82, %74 ], [ %72, %71 ]
  %76 = phi i64 [ %81, %74 ], [ 5381, %71 ]
  %77 = phi ptr [ %79, %74 ], [ %2, %71 ]
    #dbg_value(i64 %76, !252, !DIExpression(), !253)
    #dbg_value(ptr %77, !247, !DIExpression(), !253)
  %78 = mul i64 %76, 33, !dbg !257
  %79 = getelementptr inbounds i8, ptr %77, i64 1, !dbg !258
    #dbg_value(ptr %79, !247, !DIExpression(), !253)
  %80 = zext i8 %75 to i64, !dbg !259
  %81 = add i64 %78, %80, !dbg !260
    #dbg_value(i64 %81, !252, !DIExpression(), !253)
  %82 = load i8, ptr %79, align 1, !dbg !255, !tbaa !170
  %83 = icmp eq i8 %82, 0, !dbg !256
  br i1 %83, label %84, label %74, !dbg !256, !llvm.loop !261

84:                                               ; preds = %74, %71
  %85 = phi i64 [ 5381, %71 ], [ %81, %74 ], !dbg !253
  %86 = urem i64 %85, %37, !dbg !262
  %87 = getelementptr inbounds ptr, ptr %36, i64 %86, !dbg !263
    #dbg_value(ptr poison, !243, !DIExpression(), !264)
  %88 = load ptr, ptr %87, align 8, !dbg !265, !tbaa !176
  %89 = icmp eq ptr %88, null, !dbg !266
  br i1 %89, label %99, label %90, !dbg !266

90:                                               ; preds = %84, %95
  %91 = phi ptr [ %97, %95 ], [ %88, %84 ]
  %92 = load ptr, ptr %91, align 8, !dbg !267, !tbaa !270
  %93 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %92, ptr noundef nonnull readonly dereferenceable(1) %2) #15, !dbg !272
  %94 = icmp eq i32 %93, 0, !dbg !273
  br i1 %94, label %99, label %95, !dbg !274

95:                                               ; preds = %90
  %96 = getelementptr inbounds i8, ptr %91, i64 16, !dbg !275
    #dbg_value(ptr poison, !243, !DIExpression(), !264)
  %97 = load ptr, ptr %96, align 8, !dbg !265, !tbaa !176
    #dbg_value(ptr %97, !243, !DIExpression(), !264)
  %98 = icmp eq ptr %97, null, !dbg !266
  br i1 %98, label %99, label %90, !dbg !266, !llvm.loop !276

99:                                               ; preds = %90, %95, %84
  %100 = phi ptr [ %88, %84 ], [ %97, %95 ], [ %91, %90 ], !dbg !265
    #dbg_value(ptr %100, !105, !DIExpression(), !278)
  %101 = icmp eq ptr %100, null, !dbg !279
  br i1 %101, label %107, label %102, !dbg !281

102:                                              ; preds = %99
  %103 = add nsw i32 %59, 1, !dbg !282
    #dbg_value(i32 %103, !102, !DIExpression(), !128)
  %104 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !284
  %105 = load i64, ptr %104, align 8, !dbg !284, !tbaa !285
  %106 = add nsw i64 %105, %60, !dbg !286
    #dbg_value(i64 %106, !101, !DIExpression(), !128)
  br label %107, !dbg !287

107:                                              ; preds = %102, %99
  %108 = phi i64 [ %106, %102 ], [ %60, %99 ], !dbg !128
  %109 = phi i32 [ %103, %102 ], [ %59, %99 ], !dbg !128
    #dbg_value(i32 %109, !102, !DIExpression(), !128)
    #dbg_value(i64 %108, !101, !DIExpression(), !128)
  %110 = add nuw nsw i32 %58, 7, !dbg !288
    #dbg_value(i32 %110, !103, !DIExpression(), !198)
  %111 = icmp ult i32 %58, 393, !dbg !289
  br i1 %111, label %57, label %55, !dbg !199, !llvm.loop !290

112:                                              ; preds = %230
    #dbg_value(ptr %2, !56, !DIExpression(), !292)
    #dbg_value(i32 1000, !57, !DIExpression(), !292)
  store i8 0, ptr %2, align 16, !dbg !294, !tbaa !170, !DIAssignID !295
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !295, ptr %2, !DIExpression(), !128)
    #dbg_value(i32 1000, !58, !DIExpression(), !292)
  br label %113, !dbg !296

113:                                              ; preds = %113, %112
  %114 = phi i32 [ 1000, %112 ], [ %120, %113 ], !dbg !292
    #dbg_value(i32 %114, !58, !DIExpression(), !292)
  %115 = srem i32 %114, 8, !dbg !297
  %116 = sext i32 %115 to i64, !dbg !298
  %117 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %116, !dbg !298
  %118 = load ptr, ptr %117, align 8, !dbg !298, !tbaa !176
  %119 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %118) #13, !dbg !299
  %120 = sdiv i32 %114, 8, !dbg !300
    #dbg_value(i32 %120, !58, !DIExpression(), !292)
  %121 = add nsw i32 %114, 7, !dbg !301
  %122 = icmp ult i32 %121, 15, !dbg !301
  br i1 %122, label %123, label %113, !dbg !301, !llvm.loop !302

123:                                              ; preds = %113
    #dbg_value(ptr %1, !304, !DIExpression(), !316)
    #dbg_value(ptr %2, !309, !DIExpression(), !316)
  %124 = load ptr, ptr %1, align 8, !dbg !318, !tbaa !142
    #dbg_value(ptr %2, !247, !DIExpression(), !319)
    #dbg_value(i64 5381, !252, !DIExpression(), !319)
  %125 = load i8, ptr %2, align 16, !dbg !321, !tbaa !170
  %126 = icmp eq i8 %125, 0, !dbg !322
  br i1 %126, label %137, label %127, !dbg !322

127:                                              ; preds = %123, %127
  %128 = phi i8 [ %135, %127 ], [ %125, %123 ]
  %129 = phi i64 [ %134, %127 ], [ 5381, %123 ]
  %130 = phi ptr [ %132, %127 ], [ %2, %123 ]
    #dbg_value(i64 %129, !252, !DIExpression(), !319)
    #dbg_value(ptr %130, !247, !DIExpression(), !319)
  %131 = mul i64 %129, 33, !dbg !323
  %132 = getelementptr inbounds i8, ptr %130, i64 1, !dbg !324
    #dbg_value(ptr %132, !247, !DIExpression(), !319)
  %133 = zext i8 %128 to i64, !dbg !325
  %134 = add i64 %131, %133, !dbg !326
    #dbg_value(i64 %134, !252, !DIExpression(), !319)
  %135 = load i8, ptr %132, align 1, !dbg !321, !tbaa !170
  %136 = icmp eq i8 %135, 0, !dbg !322
  br i1 %136, label %137, label %127, !dbg !322, !llvm.loop !327

137:                                              ; preds = %127, %123
  %138 = phi i64 [ 5381, %123 ], [ %134, %127 ], !dbg !319
  %139 = load i64, ptr %4, align 8, !dbg !328, !tbaa !152
  %140 = urem i64 %138, %139, !dbg !329
  %141 = getelementptr inbounds ptr, ptr %124, i64 %140, !dbg !330
    #dbg_value(ptr %141, !310, !DIExpression(), !316)
  %142 = load ptr, ptr %141, align 8, !dbg !331, !tbaa !176
  %143 = icmp eq ptr %142, null, !dbg !332
  br i1 %143, label %167, label %144, !dbg !332

144:                                              ; preds = %137
    #dbg_value(ptr %141, !310, !DIExpression(), !316)
  %145 = load ptr, ptr %142, align 8, !dbg !333, !tbaa !270
  %146 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %145, ptr noundef nonnull readonly dereferenceable(1) %2) #15, !dbg !334
  %147 = icmp eq i32 %146, 0, !dbg !335
  br i1 %147, label %154, label %162, !dbg !336

148:                                              ; preds = %162
    #dbg_value(ptr %164, !310, !DIExpression(), !316)
  %149 = load ptr, ptr %165, align 8, !dbg !333, !tbaa !270
  %150 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %149, ptr noundef nonnull readonly dereferenceable(1) %2) #15, !dbg !334
  %151 = icmp eq i32 %150, 0, !dbg !335
  br i1 %151, label %152, label %162, !dbg !336, !llvm.loop !337

152:                                              ; preds = %148
  %153 = getelementptr inbounds i8, ptr %163, i64 16
  br label %154, !dbg !339

154:                                              ; preds = %152, %144
  %155 = phi ptr [ %142, %144 ], [ %165, %152 ]
  %156 = phi ptr [ %141, %144 ], [ %153, %152 ]
    #dbg_value(ptr %155, !311, !DIExpression(), !340)
  %157 = getelementptr inbounds i8, ptr %155, i64 16, !dbg !339
  %158 = load ptr, ptr %157, align 8, !dbg !339, !tbaa !341
  store ptr %158, ptr %156, align 8, !dbg !342, !tbaa !176
  %159 = load ptr, ptr %155, align 8, !dbg !343, !tbaa !270
  call void @free(ptr noundef %159) #13, !dbg !344
  call void @free(ptr noundef %155) #13, !dbg !345
  %160 = load i64, ptr %5, align 8, !dbg !346, !tbaa !156
  %161 = add i64 %160, -1, !dbg !346
  store i64 %161, ptr %5, align 8, !dbg !346, !tbaa !156, !DIAssignID !347
    #dbg_assign(i64 %161, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !347, ptr %5, !DIExpression(), !128)
  br label %167

162:                                              ; preds = %144, %148
  %163 = phi ptr [ %165, %148 ], [ %142, %144 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 16, !dbg !348
    #dbg_value(ptr %164, !310, !DIExpression(), !316)
  %165 = load ptr, ptr %164, align 8, !dbg !331, !tbaa !176
  %166 = icmp eq ptr %165, null, !dbg !332
  br i1 %166, label %167, label %148, !dbg !332, !llvm.loop !337

167:                                              ; preds = %162, %137, %154
  %168 = phi i32 [ 1, %154 ], [ 0, %137 ], [ 0, %162 ], !dbg !316
  %169 = add nuw nsw i32 %168, %232, !dbg !349
    #dbg_value(i32 %169, !108, !DIExpression(), !128)
  %170 = load i64, ptr %5, align 8, !dbg !350, !tbaa !156
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %169, i64 noundef %170), !dbg !351
    #dbg_value(i64 0, !111, !DIExpression(), !128)
    #dbg_value(i64 0, !112, !DIExpression(), !128)
    #dbg_value(i64 0, !113, !DIExpression(), !128)
    #dbg_value(i64 0, !114, !DIExpression(), !352)
  %172 = call i64 @llvm.umax.i64(i64 %139, i64 1), !dbg !353
  br label %237, !dbg !353

173:                                              ; preds = %55, %230
  %174 = phi i32 [ 0, %55 ], [ %233, %230 ]
  %175 = phi i32 [ 0, %55 ], [ %232, %230 ]
    #dbg_value(i32 %174, !109, !DIExpression(), !223)
    #dbg_value(i32 %175, !108, !DIExpression(), !128)
    #dbg_value(ptr %2, !56, !DIExpression(), !354)
    #dbg_value(i32 %174, !57, !DIExpression(), !354)
  store i8 0, ptr %2, align 16, !dbg !358, !tbaa !170, !DIAssignID !359
    #dbg_assign(i8 0, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !359, ptr %2, !DIExpression(), !128)
    #dbg_value(i32 %174, !58, !DIExpression(), !354)
  br label %176, !dbg !360

176:                                              ; preds = %176, %173
  %177 = phi i32 [ %174, %173 ], [ %183, %176 ], !dbg !354
    #dbg_value(i32 %177, !58, !DIExpression(), !354)
  %178 = srem i32 %177, 8, !dbg !361
  %179 = sext i32 %178 to i64, !dbg !362
  %180 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %179, !dbg !362
  %181 = load ptr, ptr %180, align 8, !dbg !362, !tbaa !176
  %182 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %181) #13, !dbg !363
  %183 = sdiv i32 %177, 8, !dbg !364
    #dbg_value(i32 %183, !58, !DIExpression(), !354)
  %184 = add nsw i32 %177, 7, !dbg !365
  %185 = icmp ult i32 %184, 15, !dbg !365
  br i1 %185, label %186, label %176, !dbg !365, !llvm.loop !366

186:                                              ; preds = %176
    #dbg_value(ptr %1, !304, !DIExpression(), !368)
    #dbg_value(ptr %2, !309, !DIExpression(), !368)
  %187 = load ptr, ptr %1, align 8, !dbg !370, !tbaa !142
    #dbg_value(ptr %2, !247, !DIExpression(), !371)
    #dbg_value(i64 5381, !252, !DIExpression(), !371)
  %188 = load i8, ptr %2, align 16, !dbg !373, !tbaa !170
  %189 = icmp eq i8 %188, 0, !dbg !374
  br i1 %189, label %200, label %190, !dbg !374

190:                                              ; preds = %186, %190
  %191 = phi i8 [ %198, %190 ], [ %188, %186 ]
  %192 = phi i64 [ %197, %190 ], [ 5381, %186 ]
  %193 = phi ptr [ %195, %190 ], [ %2, %186 ]
    #dbg_value(i64 %192, !252, !DIExpression(), !371)
    #dbg_value(ptr %193, !247, !DIExpression(), !371)
  %194 = mul i64 %192, 33, !dbg !375
  %195 = getelementptr inbounds i8, ptr %193, i64 1, !dbg !376
    #dbg_value(ptr %195, !247, !DIExpression(), !371)
  %196 = zext i8 %191 to i64, !dbg !377
  %197 = add i64 %194, %196, !dbg !378
    #dbg_value(i64 %197, !252, !DIExpression(), !371)
  %198 = load i8, ptr %195, align 1, !dbg !373, !tbaa !170
  %199 = icmp eq i8 %198, 0, !dbg !374
  br i1 %199, label %200, label %190, !dbg !374, !llvm.loop !379

200:                                              ; preds = %190, %186
  %201 = phi i64 [ 5381, %186 ], [ %197, %190 ], !dbg !371
  %202 = load i64, ptr %4, align 8, !dbg !380, !tbaa !152
  %203 = urem i64 %201, %202, !dbg !381
  %204 = getelementptr inbounds ptr, ptr %187, i64 %203, !dbg !382
    #dbg_value(ptr %204, !310, !DIExpression(), !368)
  %205 = load ptr, ptr %204, align 8, !dbg !383, !tbaa !176
  %206 = icmp eq ptr %205, null, !dbg !384
  br i1 %206, label %230, label %207, !dbg !384

207:                                              ; preds = %200
    #dbg_value(ptr %204, !310, !DIExpression(), !368)
  %208 = load ptr, ptr %205, align 8, !dbg !385, !tbaa !270
  %209 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %208, ptr noundef nonnull readonly dereferenceable(1) %2) #15, !dbg !386
  %210 = icmp eq i32 %209, 0, !dbg !387
  br i1 %210, label %217, label %225, !dbg !388

211:                                              ; preds = %225
    #dbg_value(ptr poison, !310, !DIExpression(), !368)
  %212 = load ptr, ptr %228, align 8, !dbg !385, !tbaa !270
  %213 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %212, ptr noundef nonnull readonly dereferenceable(1) %2) #15, !dbg !386
  %214 = icmp eq i32 %213, 0, !dbg !387
  br i1 %214, label %215, label %225, !dbg !388, !llvm.loop !389

215:                                              ; preds = %211
  %216 = getelementptr inbounds i8, ptr %226, i64 16
  br label %217, !dbg !391

217:                                              ; preds = %215, %207
  %218 = phi ptr [ %205, %207 ], [ %228, %215 ]
  %219 = phi ptr [ %204, %207 ], [ %216, %215 ]
    #dbg_value(ptr %218, !311, !DIExpression(), !392)
  %220 = getelementptr inbounds i8, ptr %218, i64 16, !dbg !391
  %221 = load ptr, ptr %220, align 8, !dbg !391, !tbaa !341
  store ptr %221, ptr %219, align 8, !dbg !393, !tbaa !176
  %222 = load ptr, ptr %218, align 8, !dbg !394, !tbaa !270
  call void @free(ptr noundef %222) #13, !dbg !395
  call void @free(ptr noundef %218) #13, !dbg !396
  %223 = load i64, ptr %5, align 8, !dbg !397, !tbaa !156
  %224 = add i64 %223, -1, !dbg !397
  store i64 %224, ptr %5, align 8, !dbg !397, !tbaa !156, !DIAssignID !398
    #dbg_assign(i64 %224, !76, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !398, ptr %5, !DIExpression(), !128)
  br label %230

225:                                              ; preds = %207, %211
  %226 = phi ptr [ %228, %211 ], [ %205, %207 ]
  %227 = getelementptr inbounds i8, ptr %226, i64 16, !dbg !399
    #dbg_value(ptr %227, !310, !DIExpression(), !368)
  %228 = load ptr, ptr %227, align 8, !dbg !383, !tbaa !176
  %229 = icmp eq ptr %228, null, !dbg !384
  br i1 %229, label %230, label %211, !dbg !384, !llvm.loop !389

230:                                              ; preds = %225, %200, %217
  %231 = phi i32 [ 1, %217 ], [ 0, %200 ], [ 0, %225 ], !dbg !368
  %232 = add nuw nsw i32 %231, %175, !dbg !400
    #dbg_value(i32 %232, !108, !DIExpression(), !128)
  %233 = add nuw nsw i32 %174, 2, !dbg !401
    #dbg_value(i32 %233, !109, !DIExpression(), !223)
  %234 = icmp ult i32 %174, 298, !dbg !402
  br i1 %234, label %173, label %112, !dbg !224, !llvm.loop !403

235:                                              ; preds = %245
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %139, i64 noundef %248, i64 noundef %251, i64 noundef %246), !dbg !405
    #dbg_value(i32 0, !121, !DIExpression(), !128)
    #dbg_value(i64 0, !122, !DIExpression(), !406)
  br label %280, !dbg !407

237:                                              ; preds = %167, %245
  %238 = phi i64 [ 0, %167 ], [ %252, %245 ]
  %239 = phi i64 [ 0, %167 ], [ %246, %245 ]
  %240 = phi i64 [ 0, %167 ], [ %251, %245 ]
  %241 = phi i64 [ 0, %167 ], [ %248, %245 ]
    #dbg_value(i64 %238, !114, !DIExpression(), !352)
    #dbg_value(i64 %239, !113, !DIExpression(), !128)
    #dbg_value(i64 %240, !112, !DIExpression(), !128)
    #dbg_value(i64 %241, !111, !DIExpression(), !128)
    #dbg_value(i64 0, !116, !DIExpression(), !408)
  %242 = getelementptr inbounds ptr, ptr %124, i64 %238, !dbg !409
    #dbg_value(ptr poison, !119, !DIExpression(), !410)
  %243 = load ptr, ptr %242, align 8, !dbg !411, !tbaa !176
  %244 = icmp eq ptr %243, null, !dbg !412
  br i1 %244, label %245, label %254, !dbg !412

245:                                              ; preds = %254, %237
  %246 = phi i64 [ %239, %237 ], [ %261, %254 ], !dbg !128
  %247 = phi i64 [ 0, %237 ], [ %258, %254 ], !dbg !408
  %248 = call i64 @llvm.umax.i64(i64 %247, i64 %241), !dbg !413
    #dbg_value(i64 %248, !111, !DIExpression(), !128)
  %249 = icmp eq i64 %247, 0, !dbg !414
  %250 = zext i1 %249 to i64, !dbg !416
  %251 = add i64 %240, %250, !dbg !416
    #dbg_value(i64 %251, !112, !DIExpression(), !128)
  %252 = add nuw i64 %238, 1, !dbg !417
    #dbg_value(i64 %252, !114, !DIExpression(), !352)
    #dbg_value(i64 %246, !113, !DIExpression(), !128)
  %253 = icmp eq i64 %252, %172, !dbg !418
  br i1 %253, label %235, label %237, !dbg !353, !llvm.loop !419

254:                                              ; preds = %237, %254
  %255 = phi ptr [ %263, %254 ], [ %243, %237 ]
  %256 = phi i64 [ %258, %254 ], [ 0, %237 ]
  %257 = phi i64 [ %261, %254 ], [ %239, %237 ]
    #dbg_value(i64 %256, !116, !DIExpression(), !408)
    #dbg_value(i64 %257, !113, !DIExpression(), !128)
  %258 = add i64 %256, 1, !dbg !421
    #dbg_value(i64 %258, !116, !DIExpression(), !408)
  %259 = getelementptr inbounds i8, ptr %255, i64 8, !dbg !424
  %260 = load i64, ptr %259, align 8, !dbg !424, !tbaa !285
  %261 = add nsw i64 %260, %257, !dbg !425
    #dbg_value(i64 %261, !113, !DIExpression(), !128)
  %262 = getelementptr inbounds i8, ptr %255, i64 16, !dbg !426
    #dbg_value(ptr poison, !119, !DIExpression(), !410)
  %263 = load ptr, ptr %262, align 8, !dbg !411, !tbaa !176
    #dbg_value(ptr %263, !119, !DIExpression(), !410)
  %264 = icmp eq ptr %263, null, !dbg !412
  br i1 %264, label %245, label %254, !dbg !412, !llvm.loop !427

265:                                              ; preds = %286, %276
  %266 = phi i64 [ %277, %276 ], [ 0, %286 ]
    #dbg_value(i64 %266, !429, !DIExpression(), !441)
  %267 = getelementptr inbounds ptr, ptr %124, i64 %266, !dbg !443
  %268 = load ptr, ptr %267, align 8, !dbg !443, !tbaa !176
    #dbg_value(ptr %268, !436, !DIExpression(), !444)
  %269 = icmp eq ptr %268, null, !dbg !445
  br i1 %269, label %276, label %270, !dbg !445

270:                                              ; preds = %265, %270
  %271 = phi ptr [ %273, %270 ], [ %268, %265 ]
    #dbg_value(ptr %271, !436, !DIExpression(), !444)
  %272 = getelementptr inbounds i8, ptr %271, i64 16, !dbg !446
  %273 = load ptr, ptr %272, align 8, !dbg !446, !tbaa !341
    #dbg_value(ptr %273, !439, !DIExpression(), !447)
  %274 = load ptr, ptr %271, align 8, !dbg !448, !tbaa !270
  call void @free(ptr noundef %274) #13, !dbg !449
  call void @free(ptr noundef %271) #13, !dbg !450
    #dbg_value(ptr %273, !436, !DIExpression(), !444)
  %275 = icmp eq ptr %273, null, !dbg !445
  br i1 %275, label %276, label %270, !dbg !445, !llvm.loop !451

276:                                              ; preds = %270, %265
  %277 = add nuw i64 %266, 1, !dbg !453
    #dbg_value(i64 %277, !429, !DIExpression(), !441)
  %278 = icmp eq i64 %277, %172, !dbg !454
  br i1 %278, label %279, label %265, !dbg !455, !llvm.loop !456

279:                                              ; preds = %276
  call void @free(ptr noundef %124) #13, !dbg !458
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13, !dbg !459
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #13, !dbg !459
  ret i32 0, !dbg !459

280:                                              ; preds = %235, %286
  %281 = phi i64 [ 0, %235 ], [ %288, %286 ]
  %282 = phi i32 [ 0, %235 ], [ %287, %286 ]
    #dbg_value(i64 %281, !122, !DIExpression(), !406)
    #dbg_value(i32 %282, !121, !DIExpression(), !128)
  %283 = getelementptr inbounds ptr, ptr %124, i64 %281, !dbg !460
    #dbg_value(ptr poison, !124, !DIExpression(), !461)
  %284 = load ptr, ptr %283, align 8, !dbg !462, !tbaa !176
  %285 = icmp eq ptr %284, null, !dbg !463
  br i1 %285, label %286, label %292, !dbg !465

286:                                              ; preds = %292, %280
  %287 = phi i32 [ %282, %280 ], [ %300, %292 ], !dbg !128
  %288 = add nuw i64 %281, 1, !dbg !466
    #dbg_value(i64 %288, !122, !DIExpression(), !406)
    #dbg_value(i32 %287, !121, !DIExpression(), !128)
  %289 = icmp ult i64 %288, %139, !dbg !467
  %290 = icmp slt i32 %287, 12, !dbg !468
  %291 = select i1 %289, i1 %290, i1 false, !dbg !468
  br i1 %291, label %280, label %265, !dbg !407, !llvm.loop !469

292:                                              ; preds = %280, %292
  %293 = phi ptr [ %301, %292 ], [ %284, %280 ]
  %294 = phi i32 [ %300, %292 ], [ %282, %280 ]
    #dbg_value(i32 %294, !121, !DIExpression(), !128)
  %295 = load ptr, ptr %293, align 8, !dbg !471, !tbaa !270
  %296 = getelementptr inbounds i8, ptr %293, i64 8, !dbg !472
  %297 = load i64, ptr %296, align 8, !dbg !472, !tbaa !285
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %281, ptr noundef %295, i64 noundef %297), !dbg !473
  %299 = getelementptr inbounds i8, ptr %293, i64 16, !dbg !474
    #dbg_value(ptr poison, !124, !DIExpression(), !461)
  %300 = add nsw i32 %294, 1, !dbg !475
    #dbg_value(i32 %300, !121, !DIExpression(), !128)
  %301 = load ptr, ptr %299, align 8, !dbg !462, !tbaa !176
    #dbg_value(ptr %301, !124, !DIExpression(), !461)
  %302 = icmp ne ptr %301, null, !dbg !463
  %303 = icmp slt i32 %294, 11, !dbg !476
  %304 = select i1 %302, i1 %303, i1 false, !dbg !476
  br i1 %304, label %292, label %286, !dbg !465, !llvm.loop !477
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #0 !dbg !479 {
    #dbg_value(ptr %0, !483, !DIExpression(), !490)
    #dbg_value(ptr %1, !484, !DIExpression(), !490)
    #dbg_value(i64 %2, !485, !DIExpression(), !490)
    #dbg_value(ptr %1, !247, !DIExpression(), !491)
    #dbg_value(i64 5381, !252, !DIExpression(), !491)
  %4 = load i8, ptr %1, align 1, !dbg !493, !tbaa !170
  %5 = icmp eq i8 %4, 0, !dbg !494
  br i1 %5, label %16, label %6, !dbg !494

6:                                                ; preds = %3, %6
  %7 = phi i8 [ %14, %6 ], [ %4, %3 ]
  %8 = phi i64 [ %13, %6 ], [ 5381, %3 ]
  %9 = phi ptr [ %11, %6 ], [ %1, %3 ]
    #dbg_value(i64 %8, !252, !DIExpression(), !491)
    #dbg_value(ptr %9, !247, !DIExpression(), !491)
  %10 = mul i64 %8, 33, !dbg !495
  %11 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !496
    #dbg_value(ptr %11, !247, !DIExpression(), !491)
  %12 = zext i8 %7 to i64, !dbg !497
  %13 = add i64 %10, %12, !dbg !498
    #dbg_value(i64 %13, !252, !DIExpression(), !491)
  %14 = load i8, ptr %11, align 1, !dbg !493, !tbaa !170
  %15 = icmp eq i8 %14, 0, !dbg !494
  br i1 %15, label %16, label %6, !dbg !494, !llvm.loop !499

16:                                               ; preds = %6, %3
  %17 = phi i64 [ 5381, %3 ], [ %13, %6 ], !dbg !491
  %18 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !500
  %19 = load i64, ptr %18, align 8, !dbg !500, !tbaa !152
  %20 = urem i64 %17, %19, !dbg !501
    #dbg_value(i64 %20, !486, !DIExpression(), !490)
  %21 = load ptr, ptr %0, align 8, !dbg !502, !tbaa !142
  %22 = getelementptr inbounds ptr, ptr %21, i64 %20, !dbg !503
    #dbg_value(ptr poison, !487, !DIExpression(), !504)
  %23 = load ptr, ptr %22, align 8, !dbg !505, !tbaa !176
  %24 = icmp eq ptr %23, null, !dbg !506
  br i1 %24, label %36, label %25, !dbg !506

25:                                               ; preds = %16, %32
  %26 = phi ptr [ %34, %32 ], [ %23, %16 ]
  %27 = load ptr, ptr %26, align 8, !dbg !507, !tbaa !270
  %28 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %27, ptr noundef nonnull dereferenceable(1) %1) #15, !dbg !510
  %29 = icmp eq i32 %28, 0, !dbg !511
  br i1 %29, label %30, label %32, !dbg !512

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %26, i64 8, !dbg !513
  store i64 %2, ptr %31, align 8, !dbg !515, !tbaa !285
  br label %103

32:                                               ; preds = %25
  %33 = getelementptr inbounds i8, ptr %26, i64 16, !dbg !516
    #dbg_value(ptr poison, !487, !DIExpression(), !504)
  %34 = load ptr, ptr %33, align 8, !dbg !505, !tbaa !176
    #dbg_value(ptr %34, !487, !DIExpression(), !504)
  %35 = icmp eq ptr %34, null, !dbg !506
  br i1 %35, label %36, label %25, !dbg !506, !llvm.loop !517

36:                                               ; preds = %32, %16
  %37 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #16, !dbg !519
    #dbg_value(ptr %37, !489, !DIExpression(), !490)
  %38 = tail call noalias ptr @strdup(ptr noundef nonnull %1) #13, !dbg !520
  store ptr %38, ptr %37, align 8, !dbg !521, !tbaa !270
  %39 = getelementptr inbounds i8, ptr %37, i64 8, !dbg !522
  store i64 %2, ptr %39, align 8, !dbg !523, !tbaa !285
  %40 = load ptr, ptr %22, align 8, !dbg !524, !tbaa !176
  %41 = getelementptr inbounds i8, ptr %37, i64 16, !dbg !525
  store ptr %40, ptr %41, align 8, !dbg !526, !tbaa !341
  store ptr %37, ptr %22, align 8, !dbg !527, !tbaa !176
  %42 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !528
  %43 = load i64, ptr %42, align 8, !dbg !530, !tbaa !156
  %44 = add i64 %43, 1, !dbg !530
  store i64 %44, ptr %42, align 8, !dbg !530, !tbaa !156
  %45 = mul i64 %19, 3, !dbg !531
  %46 = lshr i64 %45, 2, !dbg !532
  %47 = icmp ugt i64 %44, %46, !dbg !533
  br i1 %47, label %48, label %103, !dbg !534

48:                                               ; preds = %36
    #dbg_value(ptr %0, !535, !DIExpression(), !551)
    #dbg_value(ptr null, !538, !DIExpression(), !551)
    #dbg_value(i64 0, !539, !DIExpression(), !553)
    #dbg_value(ptr null, !538, !DIExpression(), !551)
    #dbg_value(i64 0, !539, !DIExpression(), !553)
  %49 = load ptr, ptr %0, align 8, !tbaa !142
  br label %57, !dbg !554

50:                                               ; preds = %69
  %51 = shl i64 %19, 1, !dbg !555
  %52 = or disjoint i64 %51, 1, !dbg !556
    #dbg_value(i64 %52, !546, !DIExpression(), !551)
  %53 = load ptr, ptr %0, align 8, !dbg !557, !tbaa !142
  %54 = shl i64 %52, 3, !dbg !558
  %55 = tail call ptr @realloc(ptr noundef %53, i64 noundef %54) #17, !dbg !559
    #dbg_value(ptr %55, !547, !DIExpression(), !551)
  %56 = icmp eq ptr %55, null, !dbg !560
  br i1 %56, label %73, label %74, !dbg !562

57:                                               ; preds = %69, %48
  %58 = phi ptr [ null, %48 ], [ %70, %69 ]
  %59 = phi i64 [ 0, %48 ], [ %71, %69 ]
    #dbg_value(ptr %58, !538, !DIExpression(), !551)
    #dbg_value(i64 %59, !539, !DIExpression(), !553)
  %60 = getelementptr inbounds ptr, ptr %49, i64 %59, !dbg !563
  %61 = load ptr, ptr %60, align 8, !dbg !563, !tbaa !176
    #dbg_value(ptr %61, !541, !DIExpression(), !564)
    #dbg_value(ptr %58, !538, !DIExpression(), !551)
  %62 = icmp eq ptr %61, null, !dbg !565
  br i1 %62, label %69, label %63, !dbg !565

63:                                               ; preds = %57, %63
  %64 = phi ptr [ %65, %63 ], [ %58, %57 ]
  %65 = phi ptr [ %67, %63 ], [ %61, %57 ]
    #dbg_value(ptr %64, !538, !DIExpression(), !551)
    #dbg_value(ptr %65, !541, !DIExpression(), !564)
  %66 = getelementptr inbounds i8, ptr %65, i64 16, !dbg !566
  %67 = load ptr, ptr %66, align 8, !dbg !566, !tbaa !341
    #dbg_value(ptr %67, !544, !DIExpression(), !567)
  store ptr %64, ptr %66, align 8, !dbg !568, !tbaa !341
    #dbg_value(ptr %65, !538, !DIExpression(), !551)
    #dbg_value(ptr %67, !541, !DIExpression(), !564)
  %68 = icmp eq ptr %67, null, !dbg !565
  br i1 %68, label %69, label %63, !dbg !565, !llvm.loop !569

69:                                               ; preds = %63, %57
  %70 = phi ptr [ %58, %57 ], [ %65, %63 ], !dbg !551
  %71 = add nuw i64 %59, 1, !dbg !571
    #dbg_value(ptr %70, !538, !DIExpression(), !551)
    #dbg_value(i64 %71, !539, !DIExpression(), !553)
  %72 = icmp eq i64 %71, %19, !dbg !572
  br i1 %72, label %50, label %57, !dbg !554, !llvm.loop !573

73:                                               ; preds = %50
  tail call void @exit(i32 noundef 1) #18, !dbg !575
  unreachable, !dbg !575

74:                                               ; preds = %50
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %55, i8 0, i64 %54, i1 false), !dbg !576
    #dbg_value(ptr %70, !538, !DIExpression(), !551)
  %75 = icmp eq ptr %70, null, !dbg !577
  br i1 %75, label %99, label %76, !dbg !577

76:                                               ; preds = %74, %93
  %77 = phi ptr [ %79, %93 ], [ %70, %74 ]
    #dbg_value(ptr %77, !538, !DIExpression(), !551)
  %78 = getelementptr inbounds i8, ptr %77, i64 16, !dbg !578
  %79 = load ptr, ptr %78, align 8, !dbg !578, !tbaa !341
    #dbg_value(ptr %79, !548, !DIExpression(), !579)
  %80 = load ptr, ptr %77, align 8, !dbg !580, !tbaa !270
    #dbg_value(ptr %80, !247, !DIExpression(), !581)
    #dbg_value(i64 5381, !252, !DIExpression(), !581)
  %81 = load i8, ptr %80, align 1, !dbg !583, !tbaa !170
  %82 = icmp eq i8 %81, 0, !dbg !584
  br i1 %82, label %93, label %83, !dbg !584

83:                                               ; preds = %76, %83
  %84 = phi i8 [ %91, %83 ], [ %81, %76 ]
  %85 = phi i64 [ %90, %83 ], [ 5381, %76 ]
  %86 = phi ptr [ %88, %83 ], [ %80, %76 ]
    #dbg_value(i64 %85, !252, !DIExpression(), !581)
    #dbg_value(ptr %86, !247, !DIExpression(), !581)
  %87 = mul i64 %85, 33, !dbg !585
  %88 = getelementptr inbounds i8, ptr %86, i64 1, !dbg !586
    #dbg_value(ptr %88, !247, !DIExpression(), !581)
  %89 = zext i8 %84 to i64, !dbg !587
  %90 = add i64 %87, %89, !dbg !588
    #dbg_value(i64 %90, !252, !DIExpression(), !581)
  %91 = load i8, ptr %88, align 1, !dbg !583, !tbaa !170
  %92 = icmp eq i8 %91, 0, !dbg !584
  br i1 %92, label %93, label %83, !dbg !584, !llvm.loop !589

93:                                               ; preds = %83, %76
  %94 = phi i64 [ 5381, %76 ], [ %90, %83 ], !dbg !581
  %95 = urem i64 %94, %52, !dbg !590
    #dbg_value(i64 %95, !550, !DIExpression(), !579)
  %96 = getelementptr inbounds ptr, ptr %55, i64 %95, !dbg !591
  %97 = load ptr, ptr %96, align 8, !dbg !591, !tbaa !176
  store ptr %97, ptr %78, align 8, !dbg !592, !tbaa !341
  store ptr %77, ptr %96, align 8, !dbg !593, !tbaa !176
    #dbg_value(ptr %79, !538, !DIExpression(), !551)
  %98 = icmp eq ptr %79, null, !dbg !577
  br i1 %98, label %99, label %76, !dbg !577, !llvm.loop !594

99:                                               ; preds = %93, %74
  store ptr %55, ptr %0, align 8, !dbg !596, !tbaa !142
  store i64 %52, ptr %18, align 8, !dbg !597, !tbaa !152
  %100 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !598
  %101 = load i32, ptr %100, align 8, !dbg !599, !tbaa !160
  %102 = add nsw i32 %101, 1, !dbg !599
  store i32 %102, ptr %100, align 8, !dbg !599, !tbaa !160
  br label %103, !dbg !600

103:                                              ; preds = %30, %36, %99
  ret void, !dbg !601
}

; Function Attrs: nofree nounwind
declare !dbg !602 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !607 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !612 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !617 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !620 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !623 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !626 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
declare !dbg !629 void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !632 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0,1) }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind allocsize(1) }
attributes #18 = { noreturn nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hash_table.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "73f49a57fd5bd91d9eee3ee85249044b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 53)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 170, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "syll", scope: !26, file: !2, line: 114, type: !59, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "make_key", scope: !2, file: !2, line: 113, type: !27, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !55)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !30}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !35, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34}
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !{!0, !7, !12, !17, !22, !36, !41, !43, !45, !47, !49, !51, !53, !24}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!55 = !{!56, !57, !58}
!56 = !DILocalVariable(name: "buf", arg: 1, scope: !26, file: !2, line: 113, type: !29)
!57 = !DILocalVariable(name: "i", arg: 2, scope: !26, file: !2, line: 113, type: !30)
!58 = !DILocalVariable(name: "v", scope: !26, file: !2, line: 116, type: !30)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 512, elements: !62)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!62 = !{!63}
!63 = !DISubrange(count: 8)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !73, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!30}
!75 = !{!76, !93, !97, !99, !101, !102, !103, !105, !108, !109, !111, !112, !113, !114, !116, !119, !121, !122, !124}
!76 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 124, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 13, size: 256, elements: !78)
!78 = !{!79, !87, !91, !92}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !77, file: !2, line: 14, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 192, elements: !83)
!83 = !{!84, !85, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !82, file: !2, line: 8, baseType: !29, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !82, file: !2, line: 9, baseType: !33, size: 64, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !82, file: !2, line: 10, baseType: !81, size: 64, offset: 128)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !77, file: !2, line: 15, baseType: !88, size: 64, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !89, line: 18, baseType: !90)
!89 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !77, file: !2, line: 15, baseType: !88, size: 64, offset: 128)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "rehashes", scope: !77, file: !2, line: 16, baseType: !30, size: 32, offset: 192)
!93 = !DILocalVariable(name: "key", scope: !72, file: !2, line: 126, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 64)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 127, type: !30)
!98 = distinct !DILexicalBlock(scope: !72, file: !2, line: 127, column: 5)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 134, type: !30)
!100 = distinct !DILexicalBlock(scope: !72, file: !2, line: 134, column: 5)
!101 = !DILocalVariable(name: "sum", scope: !72, file: !2, line: 138, type: !33)
!102 = !DILocalVariable(name: "found", scope: !72, file: !2, line: 139, type: !30)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 140, type: !30)
!104 = distinct !DILexicalBlock(scope: !72, file: !2, line: 140, column: 5)
!105 = !DILocalVariable(name: "e", scope: !106, file: !2, line: 142, type: !81)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 140, column: 38)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 140, column: 5)
!108 = !DILocalVariable(name: "deleted", scope: !72, file: !2, line: 149, type: !30)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 150, type: !30)
!110 = distinct !DILexicalBlock(scope: !72, file: !2, line: 150, column: 5)
!111 = !DILocalVariable(name: "longest", scope: !72, file: !2, line: 157, type: !88)
!112 = !DILocalVariable(name: "empty", scope: !72, file: !2, line: 157, type: !88)
!113 = !DILocalVariable(name: "total", scope: !72, file: !2, line: 158, type: !33)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 159, type: !88)
!115 = distinct !DILexicalBlock(scope: !72, file: !2, line: 159, column: 5)
!116 = !DILocalVariable(name: "len", scope: !117, file: !2, line: 160, type: !88)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 159, column: 45)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 159, column: 5)
!119 = !DILocalVariable(name: "e", scope: !120, file: !2, line: 161, type: !81)
!120 = distinct !DILexicalBlock(scope: !117, file: !2, line: 161, column: 9)
!121 = !DILocalVariable(name: "shown", scope: !72, file: !2, line: 173, type: !30)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 174, type: !88)
!123 = distinct !DILexicalBlock(scope: !72, file: !2, line: 174, column: 5)
!124 = !DILocalVariable(name: "e", scope: !125, file: !2, line: 175, type: !81)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 175, column: 9)
!126 = distinct !DILexicalBlock(scope: !123, file: !2, line: 174, column: 5)
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !72)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 124, column: 5, scope: !72)
!131 = !DILocalVariable(name: "t", arg: 1, scope: !132, file: !2, line: 26, type: !135)
!132 = distinct !DISubprogram(name: "table_init", scope: !2, file: !2, line: 26, type: !133, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !88}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!136 = !{!131, !137}
!137 = !DILocalVariable(name: "n", arg: 2, scope: !132, file: !2, line: 26, type: !88)
!138 = !DILocation(line: 0, scope: !132, inlinedAt: !139)
!139 = distinct !DILocation(line: 125, column: 5, scope: !72)
!140 = !DILocation(line: 27, column: 18, scope: !132, inlinedAt: !139)
!141 = !DILocation(line: 27, column: 16, scope: !132, inlinedAt: !139)
!142 = !{!143, !144, i64 0}
!143 = !{!"table", !144, i64 0, !147, i64 8, !147, i64 16, !148, i64 24}
!144 = !{!"any pointer", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !{!"long", !145, i64 0}
!148 = !{!"int", !145, i64 0}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 28, column: 8, scope: !132, inlinedAt: !139)
!151 = !DILocation(line: 28, column: 17, scope: !132, inlinedAt: !139)
!152 = !{!143, !147, i64 8}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 29, column: 8, scope: !132, inlinedAt: !139)
!155 = !DILocation(line: 29, column: 14, scope: !132, inlinedAt: !139)
!156 = !{!143, !147, i64 16}
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 30, column: 8, scope: !132, inlinedAt: !139)
!159 = !DILocation(line: 30, column: 17, scope: !132, inlinedAt: !139)
!160 = !{!143, !148, i64 24}
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 126, column: 5, scope: !72)
!163 = !DILocation(line: 0, scope: !98)
!164 = !DILocation(line: 127, column: 5, scope: !98)
!165 = !DILocation(line: 0, scope: !26, inlinedAt: !166)
!166 = distinct !DILocation(line: 128, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 127, column: 35)
!168 = distinct !DILexicalBlock(scope: !98, file: !2, line: 127, column: 5)
!169 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !166)
!170 = !{!145, !145, i64 0}
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !166)
!173 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !166)
!174 = distinct !DILexicalBlock(scope: !26, file: !2, line: 117, column: 8)
!175 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !166)
!176 = !{!144, !144, i64 0}
!177 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !166)
!178 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !166)
!179 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !166)
!180 = distinct !{!180, !172, !181, !182, !183}
!181 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !166)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !{!"llvm.loop.unroll.disable"}
!184 = !DILocation(line: 129, column: 30, scope: !167)
!185 = !DILocation(line: 129, column: 9, scope: !167)
!186 = !DILocation(line: 130, column: 15, scope: !187)
!187 = distinct !DILexicalBlock(scope: !167, file: !2, line: 130, column: 13)
!188 = !DILocation(line: 130, column: 20, scope: !187)
!189 = !DILocation(line: 130, column: 13, scope: !167)
!190 = !DILocation(line: 131, column: 86, scope: !187)
!191 = !DILocation(line: 132, column: 22, scope: !187)
!192 = !DILocation(line: 132, column: 34, scope: !187)
!193 = !DILocation(line: 131, column: 13, scope: !187)
!194 = !DILocation(line: 127, column: 31, scope: !168)
!195 = !DILocation(line: 127, column: 23, scope: !168)
!196 = distinct !{!196, !164, !197, !182, !183}
!197 = !DILocation(line: 133, column: 5, scope: !98)
!198 = !DILocation(line: 0, scope: !104)
!199 = !DILocation(line: 140, column: 5, scope: !104)
!200 = !DILocation(line: 0, scope: !100)
!201 = !DILocation(line: 0, scope: !26, inlinedAt: !202)
!202 = distinct !DILocation(line: 135, column: 9, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 134, column: 38)
!204 = distinct !DILexicalBlock(scope: !100, file: !2, line: 134, column: 5)
!205 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !202)
!206 = distinct !DIAssignID()
!207 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !202)
!208 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !202)
!209 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !202)
!210 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !202)
!211 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !202)
!212 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !202)
!213 = distinct !{!213, !207, !214, !182, !183}
!214 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !202)
!215 = !DILocation(line: 136, column: 22, scope: !203)
!216 = !DILocation(line: 136, column: 9, scope: !203)
!217 = !DILocation(line: 134, column: 32, scope: !204)
!218 = !DILocation(line: 134, column: 23, scope: !204)
!219 = !DILocation(line: 134, column: 5, scope: !100)
!220 = distinct !{!220, !219, !221, !182, !183}
!221 = !DILocation(line: 137, column: 5, scope: !100)
!222 = !DILocation(line: 148, column: 5, scope: !72)
!223 = !DILocation(line: 0, scope: !110)
!224 = !DILocation(line: 150, column: 5, scope: !110)
!225 = !DILocation(line: 0, scope: !26, inlinedAt: !226)
!226 = distinct !DILocation(line: 141, column: 9, scope: !106)
!227 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !226)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !226)
!230 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !226)
!231 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !226)
!232 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !226)
!233 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !226)
!234 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !226)
!235 = distinct !{!235, !229, !236, !182, !183}
!236 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !226)
!237 = !DILocalVariable(name: "t", arg: 1, scope: !238, file: !2, line: 79, type: !135)
!238 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 79, type: !239, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{!81, !135, !60}
!241 = !{!237, !242, !243}
!242 = !DILocalVariable(name: "key", arg: 2, scope: !238, file: !2, line: 79, type: !60)
!243 = !DILocalVariable(name: "e", scope: !244, file: !2, line: 80, type: !81)
!244 = distinct !DILexicalBlock(scope: !238, file: !2, line: 80, column: 5)
!245 = !DILocation(line: 0, scope: !238, inlinedAt: !246)
!246 = distinct !DILocation(line: 142, column: 27, scope: !106)
!247 = !DILocalVariable(name: "s", arg: 1, scope: !248, file: !2, line: 19, type: !60)
!248 = distinct !DISubprogram(name: "hash", scope: !2, file: !2, line: 19, type: !249, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!90, !60}
!251 = !{!247, !252}
!252 = !DILocalVariable(name: "h", scope: !248, file: !2, line: 20, type: !90)
!253 = !DILocation(line: 0, scope: !248, inlinedAt: !254)
!254 = distinct !DILocation(line: 80, column: 39, scope: !244, inlinedAt: !246)
!255 = !DILocation(line: 21, column: 12, scope: !248, inlinedAt: !254)
!256 = !DILocation(line: 21, column: 5, scope: !248, inlinedAt: !254)
!257 = !DILocation(line: 22, column: 15, scope: !248, inlinedAt: !254)
!258 = !DILocation(line: 22, column: 39, scope: !248, inlinedAt: !254)
!259 = !DILocation(line: 22, column: 22, scope: !248, inlinedAt: !254)
!260 = !DILocation(line: 22, column: 20, scope: !248, inlinedAt: !254)
!261 = distinct !{!261, !256, !258, !182, !183}
!262 = !DILocation(line: 80, column: 49, scope: !244, inlinedAt: !246)
!263 = !DILocation(line: 80, column: 28, scope: !244, inlinedAt: !246)
!264 = !DILocation(line: 0, scope: !244, inlinedAt: !246)
!265 = !DILocation(line: 80, scope: !244, inlinedAt: !246)
!266 = !DILocation(line: 80, column: 5, scope: !244, inlinedAt: !246)
!267 = !DILocation(line: 81, column: 23, scope: !268, inlinedAt: !246)
!268 = distinct !DILexicalBlock(scope: !269, file: !2, line: 81, column: 13)
!269 = distinct !DILexicalBlock(scope: !244, file: !2, line: 80, column: 5)
!270 = !{!271, !144, i64 0}
!271 = !{!"entry", !144, i64 0, !147, i64 8, !144, i64 16}
!272 = !DILocation(line: 81, column: 13, scope: !268, inlinedAt: !246)
!273 = !DILocation(line: 81, column: 33, scope: !268, inlinedAt: !246)
!274 = !DILocation(line: 81, column: 13, scope: !269, inlinedAt: !246)
!275 = !DILocation(line: 80, column: 75, scope: !269, inlinedAt: !246)
!276 = distinct !{!276, !266, !277, !182, !183}
!277 = !DILocation(line: 82, column: 20, scope: !244, inlinedAt: !246)
!278 = !DILocation(line: 0, scope: !106)
!279 = !DILocation(line: 143, column: 13, scope: !280)
!280 = distinct !DILexicalBlock(scope: !106, file: !2, line: 143, column: 13)
!281 = !DILocation(line: 143, column: 13, scope: !106)
!282 = !DILocation(line: 144, column: 18, scope: !283)
!283 = distinct !DILexicalBlock(scope: !280, file: !2, line: 143, column: 16)
!284 = !DILocation(line: 145, column: 23, scope: !283)
!285 = !{!271, !147, i64 8}
!286 = !DILocation(line: 145, column: 17, scope: !283)
!287 = !DILocation(line: 146, column: 9, scope: !283)
!288 = !DILocation(line: 140, column: 32, scope: !107)
!289 = !DILocation(line: 140, column: 23, scope: !107)
!290 = distinct !{!290, !199, !291, !182, !183}
!291 = !DILocation(line: 147, column: 5, scope: !104)
!292 = !DILocation(line: 0, scope: !26, inlinedAt: !293)
!293 = distinct !DILocation(line: 154, column: 5, scope: !72)
!294 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !293)
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !293)
!297 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !293)
!298 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !293)
!299 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !293)
!300 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !293)
!301 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !293)
!302 = distinct !{!302, !296, !303, !182, !183}
!303 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !293)
!304 = !DILocalVariable(name: "t", arg: 1, scope: !305, file: !2, line: 86, type: !135)
!305 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 86, type: !306, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{!30, !135, !60}
!308 = !{!304, !309, !310, !311}
!309 = !DILocalVariable(name: "key", arg: 2, scope: !305, file: !2, line: 86, type: !60)
!310 = !DILocalVariable(name: "pp", scope: !305, file: !2, line: 87, type: !80)
!311 = !DILocalVariable(name: "dead", scope: !312, file: !2, line: 90, type: !81)
!312 = distinct !DILexicalBlock(scope: !313, file: !2, line: 89, column: 43)
!313 = distinct !DILexicalBlock(scope: !314, file: !2, line: 89, column: 13)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 88, column: 5)
!315 = distinct !DILexicalBlock(scope: !305, file: !2, line: 88, column: 5)
!316 = !DILocation(line: 0, scope: !305, inlinedAt: !317)
!317 = distinct !DILocation(line: 155, column: 16, scope: !72)
!318 = !DILocation(line: 87, column: 29, scope: !305, inlinedAt: !317)
!319 = !DILocation(line: 0, scope: !248, inlinedAt: !320)
!320 = distinct !DILocation(line: 87, column: 37, scope: !305, inlinedAt: !317)
!321 = !DILocation(line: 21, column: 12, scope: !248, inlinedAt: !320)
!322 = !DILocation(line: 21, column: 5, scope: !248, inlinedAt: !320)
!323 = !DILocation(line: 22, column: 15, scope: !248, inlinedAt: !320)
!324 = !DILocation(line: 22, column: 39, scope: !248, inlinedAt: !320)
!325 = !DILocation(line: 22, column: 22, scope: !248, inlinedAt: !320)
!326 = !DILocation(line: 22, column: 20, scope: !248, inlinedAt: !320)
!327 = distinct !{!327, !322, !324, !182, !183}
!328 = !DILocation(line: 87, column: 52, scope: !305, inlinedAt: !317)
!329 = !DILocation(line: 87, column: 47, scope: !305, inlinedAt: !317)
!330 = !DILocation(line: 87, column: 26, scope: !305, inlinedAt: !317)
!331 = !DILocation(line: 88, column: 12, scope: !314, inlinedAt: !317)
!332 = !DILocation(line: 88, column: 5, scope: !315, inlinedAt: !317)
!333 = !DILocation(line: 89, column: 27, scope: !313, inlinedAt: !317)
!334 = !DILocation(line: 89, column: 13, scope: !313, inlinedAt: !317)
!335 = !DILocation(line: 89, column: 37, scope: !313, inlinedAt: !317)
!336 = !DILocation(line: 89, column: 13, scope: !314, inlinedAt: !317)
!337 = distinct !{!337, !332, !338, !182, !183}
!338 = !DILocation(line: 96, column: 9, scope: !315, inlinedAt: !317)
!339 = !DILocation(line: 91, column: 25, scope: !312, inlinedAt: !317)
!340 = !DILocation(line: 0, scope: !312, inlinedAt: !317)
!341 = !{!271, !144, i64 16}
!342 = !DILocation(line: 91, column: 17, scope: !312, inlinedAt: !317)
!343 = !DILocation(line: 92, column: 24, scope: !312, inlinedAt: !317)
!344 = !DILocation(line: 92, column: 13, scope: !312, inlinedAt: !317)
!345 = !DILocation(line: 93, column: 13, scope: !312, inlinedAt: !317)
!346 = !DILocation(line: 94, column: 21, scope: !312, inlinedAt: !317)
!347 = distinct !DIAssignID()
!348 = !DILocation(line: 88, column: 30, scope: !314, inlinedAt: !317)
!349 = !DILocation(line: 155, column: 13, scope: !72)
!350 = !DILocation(line: 156, column: 49, scope: !72)
!351 = !DILocation(line: 156, column: 5, scope: !72)
!352 = !DILocation(line: 0, scope: !115)
!353 = !DILocation(line: 159, column: 5, scope: !115)
!354 = !DILocation(line: 0, scope: !26, inlinedAt: !355)
!355 = distinct !DILocation(line: 151, column: 9, scope: !356)
!356 = distinct !DILexicalBlock(scope: !357, file: !2, line: 150, column: 38)
!357 = distinct !DILexicalBlock(scope: !110, file: !2, line: 150, column: 5)
!358 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !355)
!359 = distinct !DIAssignID()
!360 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !355)
!361 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !355)
!362 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !355)
!363 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !355)
!364 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !355)
!365 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !355)
!366 = distinct !{!366, !360, !367, !182, !183}
!367 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !355)
!368 = !DILocation(line: 0, scope: !305, inlinedAt: !369)
!369 = distinct !DILocation(line: 152, column: 20, scope: !356)
!370 = !DILocation(line: 87, column: 29, scope: !305, inlinedAt: !369)
!371 = !DILocation(line: 0, scope: !248, inlinedAt: !372)
!372 = distinct !DILocation(line: 87, column: 37, scope: !305, inlinedAt: !369)
!373 = !DILocation(line: 21, column: 12, scope: !248, inlinedAt: !372)
!374 = !DILocation(line: 21, column: 5, scope: !248, inlinedAt: !372)
!375 = !DILocation(line: 22, column: 15, scope: !248, inlinedAt: !372)
!376 = !DILocation(line: 22, column: 39, scope: !248, inlinedAt: !372)
!377 = !DILocation(line: 22, column: 22, scope: !248, inlinedAt: !372)
!378 = !DILocation(line: 22, column: 20, scope: !248, inlinedAt: !372)
!379 = distinct !{!379, !374, !376, !182, !183}
!380 = !DILocation(line: 87, column: 52, scope: !305, inlinedAt: !369)
!381 = !DILocation(line: 87, column: 47, scope: !305, inlinedAt: !369)
!382 = !DILocation(line: 87, column: 26, scope: !305, inlinedAt: !369)
!383 = !DILocation(line: 88, column: 12, scope: !314, inlinedAt: !369)
!384 = !DILocation(line: 88, column: 5, scope: !315, inlinedAt: !369)
!385 = !DILocation(line: 89, column: 27, scope: !313, inlinedAt: !369)
!386 = !DILocation(line: 89, column: 13, scope: !313, inlinedAt: !369)
!387 = !DILocation(line: 89, column: 37, scope: !313, inlinedAt: !369)
!388 = !DILocation(line: 89, column: 13, scope: !314, inlinedAt: !369)
!389 = distinct !{!389, !384, !390, !182, !183}
!390 = !DILocation(line: 96, column: 9, scope: !315, inlinedAt: !369)
!391 = !DILocation(line: 91, column: 25, scope: !312, inlinedAt: !369)
!392 = !DILocation(line: 0, scope: !312, inlinedAt: !369)
!393 = !DILocation(line: 91, column: 17, scope: !312, inlinedAt: !369)
!394 = !DILocation(line: 92, column: 24, scope: !312, inlinedAt: !369)
!395 = !DILocation(line: 92, column: 13, scope: !312, inlinedAt: !369)
!396 = !DILocation(line: 93, column: 13, scope: !312, inlinedAt: !369)
!397 = !DILocation(line: 94, column: 21, scope: !312, inlinedAt: !369)
!398 = distinct !DIAssignID()
!399 = !DILocation(line: 88, column: 30, scope: !314, inlinedAt: !369)
!400 = !DILocation(line: 152, column: 17, scope: !356)
!401 = !DILocation(line: 150, column: 32, scope: !357)
!402 = !DILocation(line: 150, column: 23, scope: !357)
!403 = distinct !{!403, !224, !404, !182, !183}
!404 = !DILocation(line: 153, column: 5, scope: !110)
!405 = !DILocation(line: 170, column: 5, scope: !72)
!406 = !DILocation(line: 0, scope: !123)
!407 = !DILocation(line: 174, column: 5, scope: !123)
!408 = !DILocation(line: 0, scope: !117)
!409 = !DILocation(line: 161, column: 32, scope: !120)
!410 = !DILocation(line: 0, scope: !120)
!411 = !DILocation(line: 161, scope: !120)
!412 = !DILocation(line: 161, column: 9, scope: !120)
!413 = !DILocation(line: 165, column: 13, scope: !117)
!414 = !DILocation(line: 167, column: 14, scope: !415)
!415 = distinct !DILexicalBlock(scope: !117, file: !2, line: 167, column: 13)
!416 = !DILocation(line: 167, column: 13, scope: !117)
!417 = !DILocation(line: 159, column: 41, scope: !118)
!418 = !DILocation(line: 159, column: 26, scope: !118)
!419 = distinct !{!419, !353, !420, !182, !183}
!420 = !DILocation(line: 169, column: 5, scope: !115)
!421 = !DILocation(line: 162, column: 16, scope: !422)
!422 = distinct !DILexicalBlock(scope: !423, file: !2, line: 161, column: 62)
!423 = distinct !DILexicalBlock(scope: !120, file: !2, line: 161, column: 9)
!424 = !DILocation(line: 163, column: 25, scope: !422)
!425 = !DILocation(line: 163, column: 19, scope: !422)
!426 = !DILocation(line: 161, column: 56, scope: !423)
!427 = distinct !{!427, !412, !428, !182, !183}
!428 = !DILocation(line: 164, column: 9, scope: !120)
!429 = !DILocalVariable(name: "i", scope: !430, file: !2, line: 101, type: !88)
!430 = distinct !DILexicalBlock(scope: !431, file: !2, line: 101, column: 5)
!431 = distinct !DISubprogram(name: "table_free", scope: !2, file: !2, line: 100, type: !432, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !434)
!432 = !DISubroutineType(types: !433)
!433 = !{null, !135}
!434 = !{!435, !429, !436, !439}
!435 = !DILocalVariable(name: "t", arg: 1, scope: !431, file: !2, line: 100, type: !135)
!436 = !DILocalVariable(name: "e", scope: !437, file: !2, line: 102, type: !81)
!437 = distinct !DILexicalBlock(scope: !438, file: !2, line: 101, column: 46)
!438 = distinct !DILexicalBlock(scope: !430, file: !2, line: 101, column: 5)
!439 = !DILocalVariable(name: "next", scope: !440, file: !2, line: 104, type: !81)
!440 = distinct !DILexicalBlock(scope: !437, file: !2, line: 103, column: 19)
!441 = !DILocation(line: 0, scope: !430, inlinedAt: !442)
!442 = distinct !DILocation(line: 177, column: 5, scope: !72)
!443 = !DILocation(line: 102, column: 27, scope: !437, inlinedAt: !442)
!444 = !DILocation(line: 0, scope: !437, inlinedAt: !442)
!445 = !DILocation(line: 103, column: 9, scope: !437, inlinedAt: !442)
!446 = !DILocation(line: 104, column: 37, scope: !440, inlinedAt: !442)
!447 = !DILocation(line: 0, scope: !440, inlinedAt: !442)
!448 = !DILocation(line: 105, column: 21, scope: !440, inlinedAt: !442)
!449 = !DILocation(line: 105, column: 13, scope: !440, inlinedAt: !442)
!450 = !DILocation(line: 106, column: 13, scope: !440, inlinedAt: !442)
!451 = distinct !{!451, !445, !452, !182, !183}
!452 = !DILocation(line: 108, column: 9, scope: !437, inlinedAt: !442)
!453 = !DILocation(line: 101, column: 42, scope: !438, inlinedAt: !442)
!454 = !DILocation(line: 101, column: 26, scope: !438, inlinedAt: !442)
!455 = !DILocation(line: 101, column: 5, scope: !430, inlinedAt: !442)
!456 = distinct !{!456, !455, !457, !182, !183}
!457 = !DILocation(line: 109, column: 5, scope: !430, inlinedAt: !442)
!458 = !DILocation(line: 110, column: 5, scope: !431, inlinedAt: !442)
!459 = !DILocation(line: 179, column: 1, scope: !72)
!460 = !DILocation(line: 175, column: 32, scope: !125)
!461 = !DILocation(line: 0, scope: !125)
!462 = !DILocation(line: 175, scope: !125)
!463 = !DILocation(line: 175, column: 46, scope: !464)
!464 = distinct !DILexicalBlock(scope: !125, file: !2, line: 175, column: 9)
!465 = !DILocation(line: 175, column: 9, scope: !125)
!466 = !DILocation(line: 174, column: 55, scope: !126)
!467 = !DILocation(line: 174, column: 26, scope: !126)
!468 = !DILocation(line: 174, column: 39, scope: !126)
!469 = distinct !{!469, !407, !470, !182, !183}
!470 = !DILocation(line: 176, column: 61, scope: !123)
!471 = !DILocation(line: 176, column: 48, scope: !464)
!472 = !DILocation(line: 176, column: 56, scope: !464)
!473 = !DILocation(line: 176, column: 13, scope: !464)
!474 = !DILocation(line: 175, column: 70, scope: !464)
!475 = !DILocation(line: 175, column: 81, scope: !464)
!476 = !DILocation(line: 175, column: 48, scope: !464)
!477 = distinct !{!477, !465, !478, !182, !183}
!478 = !DILocation(line: 176, column: 61, scope: !125)
!479 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 63, type: !480, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !482)
!480 = !DISubroutineType(types: !481)
!481 = !{null, !135, !60, !33}
!482 = !{!483, !484, !485, !486, !487, !489}
!483 = !DILocalVariable(name: "t", arg: 1, scope: !479, file: !2, line: 63, type: !135)
!484 = !DILocalVariable(name: "key", arg: 2, scope: !479, file: !2, line: 63, type: !60)
!485 = !DILocalVariable(name: "value", arg: 3, scope: !479, file: !2, line: 63, type: !33)
!486 = !DILocalVariable(name: "b", scope: !479, file: !2, line: 64, type: !88)
!487 = !DILocalVariable(name: "e", scope: !488, file: !2, line: 65, type: !81)
!488 = distinct !DILexicalBlock(scope: !479, file: !2, line: 65, column: 5)
!489 = !DILocalVariable(name: "e", scope: !479, file: !2, line: 70, type: !81)
!490 = !DILocation(line: 0, scope: !479)
!491 = !DILocation(line: 0, scope: !248, inlinedAt: !492)
!492 = distinct !DILocation(line: 64, column: 16, scope: !479)
!493 = !DILocation(line: 21, column: 12, scope: !248, inlinedAt: !492)
!494 = !DILocation(line: 21, column: 5, scope: !248, inlinedAt: !492)
!495 = !DILocation(line: 22, column: 15, scope: !248, inlinedAt: !492)
!496 = !DILocation(line: 22, column: 39, scope: !248, inlinedAt: !492)
!497 = !DILocation(line: 22, column: 22, scope: !248, inlinedAt: !492)
!498 = !DILocation(line: 22, column: 20, scope: !248, inlinedAt: !492)
!499 = distinct !{!499, !494, !496, !182, !183}
!500 = !DILocation(line: 64, column: 31, scope: !479)
!501 = !DILocation(line: 64, column: 26, scope: !479)
!502 = !DILocation(line: 65, column: 31, scope: !488)
!503 = !DILocation(line: 65, column: 28, scope: !488)
!504 = !DILocation(line: 0, scope: !488)
!505 = !DILocation(line: 65, scope: !488)
!506 = !DILocation(line: 65, column: 5, scope: !488)
!507 = !DILocation(line: 66, column: 23, scope: !508)
!508 = distinct !DILexicalBlock(scope: !509, file: !2, line: 66, column: 13)
!509 = distinct !DILexicalBlock(scope: !488, file: !2, line: 65, column: 5)
!510 = !DILocation(line: 66, column: 13, scope: !508)
!511 = !DILocation(line: 66, column: 33, scope: !508)
!512 = !DILocation(line: 66, column: 13, scope: !509)
!513 = !DILocation(line: 67, column: 16, scope: !514)
!514 = distinct !DILexicalBlock(scope: !508, file: !2, line: 66, column: 39)
!515 = !DILocation(line: 67, column: 22, scope: !514)
!516 = !DILocation(line: 65, column: 53, scope: !509)
!517 = distinct !{!517, !506, !518, !182, !183}
!518 = !DILocation(line: 69, column: 9, scope: !488)
!519 = !DILocation(line: 70, column: 23, scope: !479)
!520 = !DILocation(line: 71, column: 14, scope: !479)
!521 = !DILocation(line: 71, column: 12, scope: !479)
!522 = !DILocation(line: 72, column: 8, scope: !479)
!523 = !DILocation(line: 72, column: 14, scope: !479)
!524 = !DILocation(line: 73, column: 15, scope: !479)
!525 = !DILocation(line: 73, column: 8, scope: !479)
!526 = !DILocation(line: 73, column: 13, scope: !479)
!527 = !DILocation(line: 74, column: 19, scope: !479)
!528 = !DILocation(line: 75, column: 14, scope: !529)
!529 = distinct !DILexicalBlock(scope: !479, file: !2, line: 75, column: 9)
!530 = !DILocation(line: 75, column: 9, scope: !529)
!531 = !DILocation(line: 75, column: 34, scope: !529)
!532 = !DILocation(line: 75, column: 38, scope: !529)
!533 = !DILocation(line: 75, column: 20, scope: !529)
!534 = !DILocation(line: 75, column: 9, scope: !479)
!535 = !DILocalVariable(name: "t", arg: 1, scope: !536, file: !2, line: 35, type: !135)
!536 = distinct !DISubprogram(name: "rehash", scope: !2, file: !2, line: 35, type: !432, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !537)
!537 = !{!535, !538, !539, !541, !544, !546, !547, !548, !550}
!538 = !DILocalVariable(name: "all", scope: !536, file: !2, line: 36, type: !81)
!539 = !DILocalVariable(name: "i", scope: !540, file: !2, line: 37, type: !88)
!540 = distinct !DILexicalBlock(scope: !536, file: !2, line: 37, column: 5)
!541 = !DILocalVariable(name: "e", scope: !542, file: !2, line: 38, type: !81)
!542 = distinct !DILexicalBlock(scope: !543, file: !2, line: 37, column: 46)
!543 = distinct !DILexicalBlock(scope: !540, file: !2, line: 37, column: 5)
!544 = !DILocalVariable(name: "next", scope: !545, file: !2, line: 40, type: !81)
!545 = distinct !DILexicalBlock(scope: !542, file: !2, line: 39, column: 19)
!546 = !DILocalVariable(name: "n", scope: !536, file: !2, line: 46, type: !88)
!547 = !DILocalVariable(name: "nb", scope: !536, file: !2, line: 47, type: !80)
!548 = !DILocalVariable(name: "next", scope: !549, file: !2, line: 52, type: !81)
!549 = distinct !DILexicalBlock(scope: !536, file: !2, line: 51, column: 17)
!550 = !DILocalVariable(name: "b", scope: !549, file: !2, line: 53, type: !88)
!551 = !DILocation(line: 0, scope: !536, inlinedAt: !552)
!552 = distinct !DILocation(line: 76, column: 9, scope: !529)
!553 = !DILocation(line: 0, scope: !540, inlinedAt: !552)
!554 = !DILocation(line: 37, column: 5, scope: !540, inlinedAt: !552)
!555 = !DILocation(line: 46, column: 28, scope: !536, inlinedAt: !552)
!556 = !DILocation(line: 46, column: 32, scope: !536, inlinedAt: !552)
!557 = !DILocation(line: 47, column: 36, scope: !536, inlinedAt: !552)
!558 = !DILocation(line: 47, column: 47, scope: !536, inlinedAt: !552)
!559 = !DILocation(line: 47, column: 25, scope: !536, inlinedAt: !552)
!560 = !DILocation(line: 48, column: 10, scope: !561, inlinedAt: !552)
!561 = distinct !DILexicalBlock(scope: !536, file: !2, line: 48, column: 9)
!562 = !DILocation(line: 48, column: 9, scope: !536, inlinedAt: !552)
!563 = !DILocation(line: 38, column: 27, scope: !542, inlinedAt: !552)
!564 = !DILocation(line: 0, scope: !542, inlinedAt: !552)
!565 = !DILocation(line: 39, column: 9, scope: !542, inlinedAt: !552)
!566 = !DILocation(line: 40, column: 37, scope: !545, inlinedAt: !552)
!567 = !DILocation(line: 0, scope: !545, inlinedAt: !552)
!568 = !DILocation(line: 41, column: 21, scope: !545, inlinedAt: !552)
!569 = distinct !{!569, !565, !570, !182, !183}
!570 = !DILocation(line: 44, column: 9, scope: !542, inlinedAt: !552)
!571 = !DILocation(line: 37, column: 42, scope: !543, inlinedAt: !552)
!572 = !DILocation(line: 37, column: 26, scope: !543, inlinedAt: !552)
!573 = distinct !{!573, !554, !574, !182, !183}
!574 = !DILocation(line: 45, column: 5, scope: !540, inlinedAt: !552)
!575 = !DILocation(line: 49, column: 9, scope: !561, inlinedAt: !552)
!576 = !DILocation(line: 50, column: 5, scope: !536, inlinedAt: !552)
!577 = !DILocation(line: 51, column: 5, scope: !536, inlinedAt: !552)
!578 = !DILocation(line: 52, column: 35, scope: !549, inlinedAt: !552)
!579 = !DILocation(line: 0, scope: !549, inlinedAt: !552)
!580 = !DILocation(line: 53, column: 30, scope: !549, inlinedAt: !552)
!581 = !DILocation(line: 0, scope: !248, inlinedAt: !582)
!582 = distinct !DILocation(line: 53, column: 20, scope: !549, inlinedAt: !552)
!583 = !DILocation(line: 21, column: 12, scope: !248, inlinedAt: !582)
!584 = !DILocation(line: 21, column: 5, scope: !248, inlinedAt: !582)
!585 = !DILocation(line: 22, column: 15, scope: !248, inlinedAt: !582)
!586 = !DILocation(line: 22, column: 39, scope: !248, inlinedAt: !582)
!587 = !DILocation(line: 22, column: 22, scope: !248, inlinedAt: !582)
!588 = !DILocation(line: 22, column: 20, scope: !248, inlinedAt: !582)
!589 = distinct !{!589, !584, !586, !182, !183}
!590 = !DILocation(line: 53, column: 35, scope: !549, inlinedAt: !552)
!591 = !DILocation(line: 54, column: 21, scope: !549, inlinedAt: !552)
!592 = !DILocation(line: 54, column: 19, scope: !549, inlinedAt: !552)
!593 = !DILocation(line: 55, column: 15, scope: !549, inlinedAt: !552)
!594 = distinct !{!594, !577, !595, !182, !183}
!595 = !DILocation(line: 57, column: 5, scope: !536, inlinedAt: !552)
!596 = !DILocation(line: 58, column: 16, scope: !536, inlinedAt: !552)
!597 = !DILocation(line: 59, column: 17, scope: !536, inlinedAt: !552)
!598 = !DILocation(line: 60, column: 8, scope: !536, inlinedAt: !552)
!599 = !DILocation(line: 60, column: 16, scope: !536, inlinedAt: !552)
!600 = !DILocation(line: 76, column: 9, scope: !529)
!601 = !DILocation(line: 77, column: 1, scope: !479)
!602 = !DISubprogram(name: "printf", scope: !603, file: !603, line: 356, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!604 = !DISubroutineType(types: !605)
!605 = !{!30, !606, null}
!606 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!607 = !DISubprogram(name: "calloc", scope: !608, file: !608, line: 556, type: !609, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!609 = !DISubroutineType(types: !610)
!610 = !{!611, !88, !88}
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!612 = !DISubprogram(name: "strcat", scope: !613, file: !613, line: 149, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!614 = !DISubroutineType(types: !615)
!615 = !{!29, !616, !606}
!616 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!617 = !DISubprogram(name: "strcmp", scope: !613, file: !613, line: 156, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!30, !60, !60}
!620 = !DISubprogram(name: "malloc", scope: !608, file: !608, line: 553, type: !621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{!611, !88}
!623 = !DISubprogram(name: "strdup", scope: !613, file: !613, line: 187, type: !624, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!624 = !DISubroutineType(types: !625)
!625 = !{!29, !60}
!626 = !DISubprogram(name: "realloc", scope: !608, file: !608, line: 564, type: !627, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!627 = !DISubroutineType(types: !628)
!628 = !{!611, !611, !88}
!629 = !DISubprogram(name: "exit", scope: !608, file: !608, line: 637, type: !630, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!630 = !DISubroutineType(types: !631)
!631 = !{null, !30}
!632 = !DISubprogram(name: "free", scope: !608, file: !608, line: 568, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !611}
