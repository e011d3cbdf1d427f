; ModuleID = 'hash_table.c'
source_filename = "hash_table.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.table = type { ptr, i32, i32, i32 }

@.str = private unnamed_addr constant [53 x i8] c"after %d inserts: count=%zu buckets=%zu rehashes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"found=%d sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"deleted=%d count=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"buckets=%zu longest chain=%zu empty=%zu value total=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"  [%zu] %s = %ld\0A\00", align 1, !dbg !22
@make_key.syll = internal unnamed_addr constant [8 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 4, !dbg !24
@.str.5 = private unnamed_addr constant [3 x i8] c"ka\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [3 x i8] c"lo\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"mi\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [3 x i8] c"nu\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"pe\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [3 x i8] c"ra\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [3 x i8] c"si\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"to\00", align 1, !dbg !53

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !73 {
  %1 = alloca %struct.table, align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !77, !DIExpression(), !128, ptr %1, !DIExpression(), !129)
  %2 = alloca [64 x i8], align 1, !DIAssignID !130
    #dbg_assign(i1 undef, !94, !DIExpression(), !130, ptr %2, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #15, !dbg !131
    #dbg_value(ptr %1, !132, !DIExpression(), !139)
    #dbg_value(i32 3, !138, !DIExpression(), !139)
  %3 = tail call noalias dereferenceable_or_null(12) ptr @calloc(i32 noundef 3, i32 noundef 4) #16, !dbg !141
  store ptr %3, ptr %1, align 4, !dbg !142, !tbaa !143, !DIAssignID !149
    #dbg_assign(ptr %3, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !149, ptr %1, !DIExpression(), !129)
  %4 = getelementptr inbounds i8, ptr %1, i32 4, !dbg !150
  store i32 3, ptr %4, align 4, !dbg !151, !tbaa !152, !DIAssignID !153
    #dbg_assign(i32 3, !77, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153, ptr %4, !DIExpression(), !129)
  %5 = getelementptr inbounds i8, ptr %1, i32 8, !dbg !154
  store i32 0, ptr %5, align 4, !dbg !155, !tbaa !156, !DIAssignID !157
    #dbg_assign(i32 0, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !157, ptr %5, !DIExpression(), !129)
  %6 = getelementptr inbounds i8, ptr %1, i32 12, !dbg !158
  store i32 0, ptr %6, align 4, !dbg !159, !tbaa !160, !DIAssignID !161
    #dbg_assign(i32 0, !77, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !161, ptr %6, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #15, !dbg !162
    #dbg_value(i32 0, !98, !DIExpression(), !163)
  br label %7, !dbg !164

7:                                                ; preds = %0, %28
  %8 = phi i32 [ 0, %0 ], [ %22, %28 ]
    #dbg_value(i32 %8, !98, !DIExpression(), !163)
    #dbg_value(ptr %2, !56, !DIExpression(), !165)
    #dbg_value(i32 %8, !57, !DIExpression(), !165)
  store i8 0, ptr %2, align 1, !dbg !169, !tbaa !170, !DIAssignID !171
    #dbg_assign(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171, ptr %2, !DIExpression(), !129)
    #dbg_value(i32 %8, !58, !DIExpression(), !165)
  br label %9, !dbg !172

9:                                                ; preds = %9, %7
  %10 = phi i32 [ %8, %7 ], [ %15, %9 ], !dbg !165
    #dbg_value(i32 %10, !58, !DIExpression(), !165)
  %11 = srem i32 %10, 8, !dbg !173
  %12 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i32 0, i32 %11, !dbg !175
  %13 = load ptr, ptr %12, align 4, !dbg !175, !tbaa !176
  %14 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %13) #15, !dbg !177
  %15 = sdiv i32 %10, 8, !dbg !178
    #dbg_value(i32 %15, !58, !DIExpression(), !165)
  %16 = add nsw i32 %10, 7, !dbg !179
  %17 = icmp ult i32 %16, 15, !dbg !179
  br i1 %17, label %18, label %9, !dbg !179, !llvm.loop !180

18:                                               ; preds = %9
  %19 = mul nuw nsw i32 %8, %8, !dbg !183
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %19), !dbg !184
  %20 = urem i32 %8, 50, !dbg !185
  %21 = icmp eq i32 %20, 0, !dbg !187
  %22 = add nuw nsw i32 %8, 1, !dbg !188
  br i1 %21, label %23, label %28, !dbg !189

23:                                               ; preds = %18
  %24 = load i32, ptr %5, align 4, !dbg !190, !tbaa !156
  %25 = load i32, ptr %4, align 4, !dbg !191, !tbaa !152
  %26 = load i32, ptr %6, align 4, !dbg !192, !tbaa !160
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22, i32 noundef %24, i32 noundef %25, i32 noundef %26), !dbg !193
  br label %28, !dbg !193

28:                                               ; preds = %18, %23
    #dbg_value(i32 %22, !98, !DIExpression(), !163)
  %29 = icmp eq i32 %22, 300, !dbg !194
  br i1 %29, label %33, label %7, !dbg !164, !llvm.loop !195

30:                                               ; preds = %44
  %31 = load ptr, ptr %1, align 4, !tbaa !143
  %32 = load i32, ptr %4, align 4, !tbaa !152
    #dbg_value(i32 0, !104, !DIExpression(), !197)
    #dbg_value(i32 0, !103, !DIExpression(), !129)
    #dbg_value(i32 0, !102, !DIExpression(), !129)
  br label %50, !dbg !198

33:                                               ; preds = %28, %44
  %34 = phi i32 [ %46, %44 ], [ 0, %28 ]
    #dbg_value(i32 %34, !100, !DIExpression(), !199)
    #dbg_value(ptr %2, !56, !DIExpression(), !200)
    #dbg_value(i32 %34, !57, !DIExpression(), !200)
  store i8 0, ptr %2, align 1, !dbg !204, !tbaa !170, !DIAssignID !205
    #dbg_assign(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !205, ptr %2, !DIExpression(), !129)
    #dbg_value(i32 %34, !58, !DIExpression(), !200)
  br label %35, !dbg !206

35:                                               ; preds = %35, %33
  %36 = phi i32 [ %34, %33 ], [ %41, %35 ], !dbg !200
    #dbg_value(i32 %36, !58, !DIExpression(), !200)
  %37 = srem i32 %36, 8, !dbg !207
  %38 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i32 0, i32 %37, !dbg !208
  %39 = load ptr, ptr %38, align 4, !dbg !208, !tbaa !176
  %40 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %39) #15, !dbg !209
  %41 = sdiv i32 %36, 8, !dbg !210
    #dbg_value(i32 %41, !58, !DIExpression(), !200)
  %42 = add nsw i32 %36, 7, !dbg !211
  %43 = icmp ult i32 %42, 15, !dbg !211
  br i1 %43, label %44, label %35, !dbg !211, !llvm.loop !212

44:                                               ; preds = %35
  %45 = sub nsw i32 0, %34, !dbg !214
  call fastcc void @put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %45), !dbg !215
  %46 = add nuw nsw i32 %34, 3, !dbg !216
    #dbg_value(i32 %46, !100, !DIExpression(), !199)
  %47 = icmp ult i32 %34, 297, !dbg !217
  br i1 %47, label %33, label %30, !dbg !218, !llvm.loop !219

48:                                               ; preds = %96
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %98, i32 noundef %97), !dbg !221
    #dbg_value(i32 0, !109, !DIExpression(), !129)
    #dbg_value(i32 0, !110, !DIExpression(), !222)
  br label %159, !dbg !223

50:                                               ; preds = %30, %96
  %51 = phi i32 [ 0, %30 ], [ %99, %96 ]
  %52 = phi i32 [ 0, %30 ], [ %98, %96 ]
  %53 = phi i32 [ 0, %30 ], [ %97, %96 ]
    #dbg_value(i32 %51, !104, !DIExpression(), !197)
    #dbg_value(i32 %52, !103, !DIExpression(), !129)
    #dbg_value(i32 %53, !102, !DIExpression(), !129)
    #dbg_value(ptr %2, !56, !DIExpression(), !224)
    #dbg_value(i32 %51, !57, !DIExpression(), !224)
  store i8 0, ptr %2, align 1, !dbg !226, !tbaa !170, !DIAssignID !227
    #dbg_assign(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !227, ptr %2, !DIExpression(), !129)
    #dbg_value(i32 %51, !58, !DIExpression(), !224)
  br label %54, !dbg !228

54:                                               ; preds = %54, %50
  %55 = phi i32 [ %51, %50 ], [ %60, %54 ], !dbg !224
    #dbg_value(i32 %55, !58, !DIExpression(), !224)
  %56 = srem i32 %55, 8, !dbg !229
  %57 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i32 0, i32 %56, !dbg !230
  %58 = load ptr, ptr %57, align 4, !dbg !230, !tbaa !176
  %59 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %58) #15, !dbg !231
  %60 = sdiv i32 %55, 8, !dbg !232
    #dbg_value(i32 %60, !58, !DIExpression(), !224)
  %61 = add nsw i32 %55, 7, !dbg !233
  %62 = icmp ult i32 %61, 15, !dbg !233
  br i1 %62, label %63, label %54, !dbg !233, !llvm.loop !234

63:                                               ; preds = %54
    #dbg_value(ptr %1, !236, !DIExpression(), !244)
    #dbg_value(ptr %2, !241, !DIExpression(), !244)
    #dbg_value(ptr %2, !246, !DIExpression(), !253)
    #dbg_value(i32 5381, !252, !DIExpression(), !253)
  %64 = load i8, ptr %2, align 1, !dbg !255, !tbaa !170
  %65 = icmp eq i8 %64, 0, !dbg !256
  br i1 %65, label %76, label %66, !dbg !256

66:                                               ; preds = %63, %66
  %67 = phi i8 [ %74, %66 ], [ %64, %63 ]
  %68 = phi i32 [ %73, %66 ], [ 5381, %63 ]
  %69 = phi ptr [ %71, %66 ], [ %2, %63 ]
    #dbg_value(i32 %68, !252, !DIExpression(), !253)
    #dbg_value(ptr %69, !246, !DIExpression(), !253)
  %70 = mul i32 %68, 33, !dbg !257
  %71 = getelementptr inbounds i8, ptr %69, i32 1, !dbg !258
    #dbg_value(ptr %71, !246, !DIExpression(), !253)
  %72 = zext i8 %67 to i32, !dbg !259
  %73 = add i32 %70, %72, !dbg !260
    #dbg_value(i32 %73, !252, !DIExpression(), !253)
  %74 = load i8, ptr %71, align 1, !dbg !255, !tbaa !170
  %75 = icmp eq i8 %74, 0, !dbg !256
  br i1 %75, label %76, label %66, !dbg !256, !llvm.loop !261

76:                                               ; preds = %66, %63
  %77 = phi i32 [ 5381, %63 ], [ %73, %66 ], !dbg !253
  %78 = urem i32 %77, %32, !dbg !262
  %79 = getelementptr inbounds ptr, ptr %31, i32 %78, !dbg !263
    #dbg_value(ptr poison, !242, !DIExpression(), !264)
  %80 = load ptr, ptr %79, align 4, !dbg !265, !tbaa !176
  %81 = icmp eq ptr %80, null, !dbg !266
  br i1 %81, label %96, label %82, !dbg !266

82:                                               ; preds = %76, %87
  %83 = phi ptr [ %89, %87 ], [ %80, %76 ]
  %84 = load ptr, ptr %83, align 4, !dbg !267, !tbaa !270
  %85 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %84, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !273
  %86 = icmp eq i32 %85, 0, !dbg !274
  br i1 %86, label %91, label %87, !dbg !275

87:                                               ; preds = %82
  %88 = getelementptr inbounds i8, ptr %83, i32 8, !dbg !276
    #dbg_value(ptr poison, !242, !DIExpression(), !264)
  %89 = load ptr, ptr %88, align 4, !dbg !265, !tbaa !176
    #dbg_value(ptr %89, !242, !DIExpression(), !264)
  %90 = icmp eq ptr %89, null, !dbg !266
  br i1 %90, label %96, label %82, !dbg !266, !llvm.loop !277

91:                                               ; preds = %82
    #dbg_value(ptr %83, !106, !DIExpression(), !279)
  %92 = add nsw i32 %52, 1, !dbg !280
    #dbg_value(i32 %92, !103, !DIExpression(), !129)
  %93 = getelementptr inbounds i8, ptr %83, i32 4, !dbg !283
  %94 = load i32, ptr %93, align 4, !dbg !283, !tbaa !284
  %95 = add nsw i32 %94, %53, !dbg !285
    #dbg_value(i32 %95, !102, !DIExpression(), !129)
  br label %96, !dbg !286

96:                                               ; preds = %87, %76, %91
  %97 = phi i32 [ %95, %91 ], [ %53, %76 ], [ %53, %87 ], !dbg !129
  %98 = phi i32 [ %92, %91 ], [ %52, %76 ], [ %52, %87 ], !dbg !129
    #dbg_value(i32 %98, !103, !DIExpression(), !129)
    #dbg_value(i32 %97, !102, !DIExpression(), !129)
  %99 = add nuw nsw i32 %51, 7, !dbg !287
    #dbg_value(i32 %99, !104, !DIExpression(), !197)
  %100 = icmp ult i32 %51, 393, !dbg !288
  br i1 %100, label %50, label %48, !dbg !198, !llvm.loop !289

101:                                              ; preds = %215
    #dbg_value(ptr %2, !56, !DIExpression(), !291)
    #dbg_value(i32 1000, !57, !DIExpression(), !291)
  store i8 0, ptr %2, align 1, !dbg !293, !tbaa !170, !DIAssignID !294
    #dbg_assign(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !294, ptr %2, !DIExpression(), !129)
    #dbg_value(i32 1000, !58, !DIExpression(), !291)
  %102 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !295
  %103 = getelementptr inbounds i8, ptr %2, i32 %102, !dbg !295
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(3) %103, ptr noundef nonnull align 1 dereferenceable(3) @.str.5, i32 3, i1 false), !dbg !295
    #dbg_value(i32 125, !58, !DIExpression(), !291)
  %104 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !295
  %105 = getelementptr inbounds i8, ptr %2, i32 %104, !dbg !295
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(3) %105, ptr noundef nonnull align 1 dereferenceable(3) @.str.10, i32 3, i1 false), !dbg !295
    #dbg_value(i32 15, !58, !DIExpression(), !291)
  %106 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !295
  %107 = getelementptr inbounds i8, ptr %2, i32 %106, !dbg !295
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(3) %107, ptr noundef nonnull align 1 dereferenceable(3) @.str.12, i32 3, i1 false), !dbg !295
    #dbg_value(i32 1, !58, !DIExpression(), !291)
  %108 = call i32 @strlen(ptr noundef nonnull dereferenceable(1) %2), !dbg !295
  %109 = getelementptr inbounds i8, ptr %2, i32 %108, !dbg !295
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(3) %109, ptr noundef nonnull align 1 dereferenceable(3) @.str.6, i32 3, i1 false), !dbg !295
    #dbg_value(i32 0, !58, !DIExpression(), !291)
    #dbg_value(ptr %1, !296, !DIExpression(), !308)
    #dbg_value(ptr %2, !301, !DIExpression(), !308)
  %110 = load ptr, ptr %1, align 4, !dbg !310, !tbaa !143
    #dbg_value(ptr %2, !246, !DIExpression(), !311)
    #dbg_value(i32 5381, !252, !DIExpression(), !311)
  %111 = load i8, ptr %2, align 1, !dbg !313, !tbaa !170
  %112 = icmp eq i8 %111, 0, !dbg !314
  br i1 %112, label %123, label %113, !dbg !314

113:                                              ; preds = %101, %113
  %114 = phi i8 [ %121, %113 ], [ %111, %101 ]
  %115 = phi i32 [ %120, %113 ], [ 5381, %101 ]
  %116 = phi ptr [ %118, %113 ], [ %2, %101 ]
    #dbg_value(i32 %115, !252, !DIExpression(), !311)
    #dbg_value(ptr %116, !246, !DIExpression(), !311)
  %117 = mul i32 %115, 33, !dbg !315
  %118 = getelementptr inbounds i8, ptr %116, i32 1, !dbg !316
    #dbg_value(ptr %118, !246, !DIExpression(), !311)
  %119 = zext i8 %114 to i32, !dbg !317
  %120 = add i32 %117, %119, !dbg !318
    #dbg_value(i32 %120, !252, !DIExpression(), !311)
  %121 = load i8, ptr %118, align 1, !dbg !313, !tbaa !170
  %122 = icmp eq i8 %121, 0, !dbg !314
  br i1 %122, label %123, label %113, !dbg !314, !llvm.loop !319

123:                                              ; preds = %113, %101
  %124 = phi i32 [ 5381, %101 ], [ %120, %113 ], !dbg !311
  %125 = load i32, ptr %4, align 4, !dbg !320, !tbaa !152
  %126 = urem i32 %124, %125, !dbg !321
  %127 = getelementptr inbounds ptr, ptr %110, i32 %126, !dbg !322
    #dbg_value(ptr %127, !302, !DIExpression(), !308)
  %128 = load ptr, ptr %127, align 4, !dbg !323, !tbaa !176
  %129 = icmp eq ptr %128, null, !dbg !324
  br i1 %129, label %153, label %130, !dbg !324

130:                                              ; preds = %123
    #dbg_value(ptr %127, !302, !DIExpression(), !308)
  %131 = load ptr, ptr %128, align 4, !dbg !325, !tbaa !270
  %132 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %131, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !326
  %133 = icmp eq i32 %132, 0, !dbg !327
  br i1 %133, label %140, label %148, !dbg !328

134:                                              ; preds = %148
    #dbg_value(ptr %150, !302, !DIExpression(), !308)
  %135 = load ptr, ptr %151, align 4, !dbg !325, !tbaa !270
  %136 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %135, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !326
  %137 = icmp eq i32 %136, 0, !dbg !327
  br i1 %137, label %138, label %148, !dbg !328, !llvm.loop !329

138:                                              ; preds = %134
  %139 = getelementptr inbounds i8, ptr %149, i32 8
  br label %140, !dbg !331

140:                                              ; preds = %138, %130
  %141 = phi ptr [ %128, %130 ], [ %151, %138 ]
  %142 = phi ptr [ %127, %130 ], [ %139, %138 ]
    #dbg_value(ptr %141, !303, !DIExpression(), !332)
  %143 = getelementptr inbounds i8, ptr %141, i32 8, !dbg !331
  %144 = load ptr, ptr %143, align 4, !dbg !331, !tbaa !333
  store ptr %144, ptr %142, align 4, !dbg !334, !tbaa !176
  %145 = load ptr, ptr %141, align 4, !dbg !335, !tbaa !270
  call void @free(ptr noundef %145) #15, !dbg !336
  call void @free(ptr noundef nonnull %141) #15, !dbg !337
  %146 = load i32, ptr %5, align 4, !dbg !338, !tbaa !156
  %147 = add i32 %146, -1, !dbg !338
  store i32 %147, ptr %5, align 4, !dbg !338, !tbaa !156, !DIAssignID !339
    #dbg_assign(i32 %147, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !339, ptr %5, !DIExpression(), !129)
  br label %153

148:                                              ; preds = %130, %134
  %149 = phi ptr [ %151, %134 ], [ %128, %130 ]
  %150 = getelementptr inbounds i8, ptr %149, i32 8, !dbg !340
    #dbg_value(ptr %150, !302, !DIExpression(), !308)
  %151 = load ptr, ptr %150, align 4, !dbg !323, !tbaa !176
  %152 = icmp eq ptr %151, null, !dbg !324
  br i1 %152, label %153, label %134, !dbg !324, !llvm.loop !329

153:                                              ; preds = %148, %123, %140
  %154 = phi i32 [ 1, %140 ], [ 0, %123 ], [ 0, %148 ], !dbg !308
  %155 = add nuw nsw i32 %154, %217, !dbg !341
    #dbg_value(i32 %155, !109, !DIExpression(), !129)
  %156 = load i32, ptr %5, align 4, !dbg !342, !tbaa !156
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %155, i32 noundef %156), !dbg !343
    #dbg_value(i32 0, !112, !DIExpression(), !129)
    #dbg_value(i32 0, !113, !DIExpression(), !129)
    #dbg_value(i32 0, !114, !DIExpression(), !129)
    #dbg_value(i32 0, !115, !DIExpression(), !344)
  %158 = call i32 @llvm.umax.i32(i32 %125, i32 1), !dbg !345
  br label %222, !dbg !345

159:                                              ; preds = %48, %215
  %160 = phi i32 [ 0, %48 ], [ %218, %215 ]
  %161 = phi i32 [ 0, %48 ], [ %217, %215 ]
    #dbg_value(i32 %160, !110, !DIExpression(), !222)
    #dbg_value(i32 %161, !109, !DIExpression(), !129)
    #dbg_value(ptr %2, !56, !DIExpression(), !346)
    #dbg_value(i32 %160, !57, !DIExpression(), !346)
  store i8 0, ptr %2, align 1, !dbg !350, !tbaa !170, !DIAssignID !351
    #dbg_assign(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !351, ptr %2, !DIExpression(), !129)
    #dbg_value(i32 %160, !58, !DIExpression(), !346)
  br label %162, !dbg !352

162:                                              ; preds = %162, %159
  %163 = phi i32 [ %160, %159 ], [ %168, %162 ], !dbg !346
    #dbg_value(i32 %163, !58, !DIExpression(), !346)
  %164 = srem i32 %163, 8, !dbg !353
  %165 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i32 0, i32 %164, !dbg !354
  %166 = load ptr, ptr %165, align 4, !dbg !354, !tbaa !176
  %167 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull dereferenceable(1) %166) #15, !dbg !355
  %168 = sdiv i32 %163, 8, !dbg !356
    #dbg_value(i32 %168, !58, !DIExpression(), !346)
  %169 = add nsw i32 %163, 7, !dbg !357
  %170 = icmp ult i32 %169, 15, !dbg !357
  br i1 %170, label %171, label %162, !dbg !357, !llvm.loop !358

171:                                              ; preds = %162
    #dbg_value(ptr %1, !296, !DIExpression(), !360)
    #dbg_value(ptr %2, !301, !DIExpression(), !360)
  %172 = load ptr, ptr %1, align 4, !dbg !362, !tbaa !143
    #dbg_value(ptr %2, !246, !DIExpression(), !363)
    #dbg_value(i32 5381, !252, !DIExpression(), !363)
  %173 = load i8, ptr %2, align 1, !dbg !365, !tbaa !170
  %174 = icmp eq i8 %173, 0, !dbg !366
  br i1 %174, label %185, label %175, !dbg !366

175:                                              ; preds = %171, %175
  %176 = phi i8 [ %183, %175 ], [ %173, %171 ]
  %177 = phi i32 [ %182, %175 ], [ 5381, %171 ]
  %178 = phi ptr [ %180, %175 ], [ %2, %171 ]
    #dbg_value(i32 %177, !252, !DIExpression(), !363)
    #dbg_value(ptr %178, !246, !DIExpression(), !363)
  %179 = mul i32 %177, 33, !dbg !367
  %180 = getelementptr inbounds i8, ptr %178, i32 1, !dbg !368
    #dbg_value(ptr %180, !246, !DIExpression(), !363)
  %181 = zext i8 %176 to i32, !dbg !369
  %182 = add i32 %179, %181, !dbg !370
    #dbg_value(i32 %182, !252, !DIExpression(), !363)
  %183 = load i8, ptr %180, align 1, !dbg !365, !tbaa !170
  %184 = icmp eq i8 %183, 0, !dbg !366
  br i1 %184, label %185, label %175, !dbg !366, !llvm.loop !371

185:                                              ; preds = %175, %171
  %186 = phi i32 [ 5381, %171 ], [ %182, %175 ], !dbg !363
  %187 = load i32, ptr %4, align 4, !dbg !372, !tbaa !152
  %188 = urem i32 %186, %187, !dbg !373
  %189 = getelementptr inbounds ptr, ptr %172, i32 %188, !dbg !374
    #dbg_value(ptr %189, !302, !DIExpression(), !360)
  %190 = load ptr, ptr %189, align 4, !dbg !375, !tbaa !176
  %191 = icmp eq ptr %190, null, !dbg !376
  br i1 %191, label %215, label %192, !dbg !376

192:                                              ; preds = %185
    #dbg_value(ptr %189, !302, !DIExpression(), !360)
  %193 = load ptr, ptr %190, align 4, !dbg !377, !tbaa !270
  %194 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %193, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !378
  %195 = icmp eq i32 %194, 0, !dbg !379
  br i1 %195, label %202, label %210, !dbg !380

196:                                              ; preds = %210
    #dbg_value(ptr poison, !302, !DIExpression(), !360)
  %197 = load ptr, ptr %213, align 4, !dbg !377, !tbaa !270
  %198 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %197, ptr noundef nonnull readonly dereferenceable(1) %2) #17, !dbg !378
  %199 = icmp eq i32 %198, 0, !dbg !379
  br i1 %199, label %200, label %210, !dbg !380, !llvm.loop !381

200:                                              ; preds = %196
  %201 = getelementptr inbounds i8, ptr %211, i32 8
  br label %202, !dbg !383

202:                                              ; preds = %200, %192
  %203 = phi ptr [ %190, %192 ], [ %213, %200 ]
  %204 = phi ptr [ %189, %192 ], [ %201, %200 ]
    #dbg_value(ptr %203, !303, !DIExpression(), !384)
  %205 = getelementptr inbounds i8, ptr %203, i32 8, !dbg !383
  %206 = load ptr, ptr %205, align 4, !dbg !383, !tbaa !333
  store ptr %206, ptr %204, align 4, !dbg !385, !tbaa !176
  %207 = load ptr, ptr %203, align 4, !dbg !386, !tbaa !270
  call void @free(ptr noundef %207) #15, !dbg !387
  call void @free(ptr noundef nonnull %203) #15, !dbg !388
  %208 = load i32, ptr %5, align 4, !dbg !389, !tbaa !156
  %209 = add i32 %208, -1, !dbg !389
  store i32 %209, ptr %5, align 4, !dbg !389, !tbaa !156, !DIAssignID !390
    #dbg_assign(i32 %209, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !390, ptr %5, !DIExpression(), !129)
  br label %215

210:                                              ; preds = %192, %196
  %211 = phi ptr [ %213, %196 ], [ %190, %192 ]
  %212 = getelementptr inbounds i8, ptr %211, i32 8, !dbg !391
    #dbg_value(ptr %212, !302, !DIExpression(), !360)
  %213 = load ptr, ptr %212, align 4, !dbg !375, !tbaa !176
  %214 = icmp eq ptr %213, null, !dbg !376
  br i1 %214, label %215, label %196, !dbg !376, !llvm.loop !381

215:                                              ; preds = %210, %185, %202
  %216 = phi i32 [ 1, %202 ], [ 0, %185 ], [ 0, %210 ], !dbg !360
  %217 = add nuw nsw i32 %216, %161, !dbg !392
    #dbg_value(i32 %217, !109, !DIExpression(), !129)
  %218 = add nuw nsw i32 %160, 2, !dbg !393
    #dbg_value(i32 %218, !110, !DIExpression(), !222)
  %219 = icmp ult i32 %160, 298, !dbg !394
  br i1 %219, label %159, label %101, !dbg !223, !llvm.loop !395

220:                                              ; preds = %230
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %125, i32 noundef %233, i32 noundef %236, i32 noundef %231), !dbg !397
    #dbg_value(i32 0, !122, !DIExpression(), !129)
    #dbg_value(i32 0, !123, !DIExpression(), !398)
  br label %265, !dbg !399

222:                                              ; preds = %153, %230
  %223 = phi i32 [ 0, %153 ], [ %237, %230 ]
  %224 = phi i32 [ 0, %153 ], [ %231, %230 ]
  %225 = phi i32 [ 0, %153 ], [ %236, %230 ]
  %226 = phi i32 [ 0, %153 ], [ %233, %230 ]
    #dbg_value(i32 %223, !115, !DIExpression(), !344)
    #dbg_value(i32 %224, !114, !DIExpression(), !129)
    #dbg_value(i32 %225, !113, !DIExpression(), !129)
    #dbg_value(i32 %226, !112, !DIExpression(), !129)
    #dbg_value(i32 0, !117, !DIExpression(), !400)
  %227 = getelementptr inbounds ptr, ptr %110, i32 %223, !dbg !401
    #dbg_value(ptr poison, !120, !DIExpression(), !402)
  %228 = load ptr, ptr %227, align 4, !dbg !403, !tbaa !176
  %229 = icmp eq ptr %228, null, !dbg !404
  br i1 %229, label %230, label %239, !dbg !404

230:                                              ; preds = %239, %222
  %231 = phi i32 [ %224, %222 ], [ %246, %239 ], !dbg !129
  %232 = phi i32 [ 0, %222 ], [ %243, %239 ], !dbg !400
  %233 = call i32 @llvm.umax.i32(i32 %232, i32 %226), !dbg !405
    #dbg_value(i32 %233, !112, !DIExpression(), !129)
  %234 = icmp eq i32 %232, 0, !dbg !406
  %235 = zext i1 %234 to i32, !dbg !408
  %236 = add i32 %225, %235, !dbg !408
    #dbg_value(i32 %236, !113, !DIExpression(), !129)
  %237 = add nuw i32 %223, 1, !dbg !409
    #dbg_value(i32 %237, !115, !DIExpression(), !344)
    #dbg_value(i32 %231, !114, !DIExpression(), !129)
  %238 = icmp eq i32 %237, %158, !dbg !410
  br i1 %238, label %220, label %222, !dbg !345, !llvm.loop !411

239:                                              ; preds = %222, %239
  %240 = phi ptr [ %248, %239 ], [ %228, %222 ]
  %241 = phi i32 [ %243, %239 ], [ 0, %222 ]
  %242 = phi i32 [ %246, %239 ], [ %224, %222 ]
    #dbg_value(i32 %241, !117, !DIExpression(), !400)
    #dbg_value(i32 %242, !114, !DIExpression(), !129)
  %243 = add i32 %241, 1, !dbg !413
    #dbg_value(i32 %243, !117, !DIExpression(), !400)
  %244 = getelementptr inbounds i8, ptr %240, i32 4, !dbg !416
  %245 = load i32, ptr %244, align 4, !dbg !416, !tbaa !284
  %246 = add nsw i32 %245, %242, !dbg !417
    #dbg_value(i32 %246, !114, !DIExpression(), !129)
  %247 = getelementptr inbounds i8, ptr %240, i32 8, !dbg !418
    #dbg_value(ptr poison, !120, !DIExpression(), !402)
  %248 = load ptr, ptr %247, align 4, !dbg !403, !tbaa !176
    #dbg_value(ptr %248, !120, !DIExpression(), !402)
  %249 = icmp eq ptr %248, null, !dbg !404
  br i1 %249, label %230, label %239, !dbg !404, !llvm.loop !419

250:                                              ; preds = %271, %261
  %251 = phi i32 [ %262, %261 ], [ 0, %271 ]
    #dbg_value(i32 %251, !421, !DIExpression(), !433)
  %252 = getelementptr inbounds ptr, ptr %110, i32 %251, !dbg !435
  %253 = load ptr, ptr %252, align 4, !dbg !435, !tbaa !176
    #dbg_value(ptr %253, !428, !DIExpression(), !436)
  %254 = icmp eq ptr %253, null, !dbg !437
  br i1 %254, label %261, label %255, !dbg !437

255:                                              ; preds = %250, %255
  %256 = phi ptr [ %258, %255 ], [ %253, %250 ]
    #dbg_value(ptr %256, !428, !DIExpression(), !436)
  %257 = getelementptr inbounds i8, ptr %256, i32 8, !dbg !438
  %258 = load ptr, ptr %257, align 4, !dbg !438, !tbaa !333
    #dbg_value(ptr %258, !431, !DIExpression(), !439)
  %259 = load ptr, ptr %256, align 4, !dbg !440, !tbaa !270
  call void @free(ptr noundef %259) #15, !dbg !441
  call void @free(ptr noundef nonnull %256) #15, !dbg !442
    #dbg_value(ptr %258, !428, !DIExpression(), !436)
  %260 = icmp eq ptr %258, null, !dbg !437
  br i1 %260, label %261, label %255, !dbg !437, !llvm.loop !443

261:                                              ; preds = %255, %250
  %262 = add nuw i32 %251, 1, !dbg !445
    #dbg_value(i32 %262, !421, !DIExpression(), !433)
  %263 = icmp eq i32 %262, %158, !dbg !446
  br i1 %263, label %264, label %250, !dbg !447, !llvm.loop !448

264:                                              ; preds = %261
  call void @free(ptr noundef %110) #15, !dbg !450
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #15, !dbg !451
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #15, !dbg !451
  ret i32 0, !dbg !451

265:                                              ; preds = %220, %271
  %266 = phi i32 [ 0, %220 ], [ %273, %271 ]
  %267 = phi i32 [ 0, %220 ], [ %272, %271 ]
    #dbg_value(i32 %266, !123, !DIExpression(), !398)
    #dbg_value(i32 %267, !122, !DIExpression(), !129)
  %268 = getelementptr inbounds ptr, ptr %110, i32 %266, !dbg !452
    #dbg_value(ptr poison, !125, !DIExpression(), !453)
  %269 = load ptr, ptr %268, align 4, !dbg !454, !tbaa !176
  %270 = icmp eq ptr %269, null, !dbg !455
  br i1 %270, label %271, label %277, !dbg !457

271:                                              ; preds = %277, %265
  %272 = phi i32 [ %267, %265 ], [ %285, %277 ], !dbg !129
  %273 = add nuw i32 %266, 1, !dbg !458
    #dbg_value(i32 %273, !123, !DIExpression(), !398)
    #dbg_value(i32 %272, !122, !DIExpression(), !129)
  %274 = icmp ult i32 %273, %125, !dbg !459
  %275 = icmp slt i32 %272, 12, !dbg !460
  %276 = select i1 %274, i1 %275, i1 false, !dbg !460
  br i1 %276, label %265, label %250, !dbg !399, !llvm.loop !461

277:                                              ; preds = %265, %277
  %278 = phi ptr [ %286, %277 ], [ %269, %265 ]
  %279 = phi i32 [ %285, %277 ], [ %267, %265 ]
    #dbg_value(i32 %279, !122, !DIExpression(), !129)
  %280 = load ptr, ptr %278, align 4, !dbg !463, !tbaa !270
  %281 = getelementptr inbounds i8, ptr %278, i32 4, !dbg !464
  %282 = load i32, ptr %281, align 4, !dbg !464, !tbaa !284
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %266, ptr noundef %280, i32 noundef %282), !dbg !465
  %284 = getelementptr inbounds i8, ptr %278, i32 8, !dbg !466
    #dbg_value(ptr poison, !125, !DIExpression(), !453)
  %285 = add nsw i32 %279, 1, !dbg !467
    #dbg_value(i32 %285, !122, !DIExpression(), !129)
  %286 = load ptr, ptr %284, align 4, !dbg !454, !tbaa !176
    #dbg_value(ptr %286, !125, !DIExpression(), !453)
  %287 = icmp ne ptr %286, null, !dbg !455
  %288 = icmp slt i32 %279, 11, !dbg !468
  %289 = select i1 %287, i1 %288, i1 false, !dbg !468
  br i1 %289, label %277, label %271, !dbg !457, !llvm.loop !469
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 !dbg !471 {
    #dbg_value(ptr %0, !475, !DIExpression(), !482)
    #dbg_value(ptr %1, !476, !DIExpression(), !482)
    #dbg_value(i32 %2, !477, !DIExpression(), !482)
    #dbg_value(ptr %1, !246, !DIExpression(), !483)
    #dbg_value(i32 5381, !252, !DIExpression(), !483)
  %4 = load i8, ptr %1, align 1, !dbg !485, !tbaa !170
  %5 = icmp eq i8 %4, 0, !dbg !486
  br i1 %5, label %16, label %6, !dbg !486

6:                                                ; preds = %3, %6
  %7 = phi i8 [ %14, %6 ], [ %4, %3 ]
  %8 = phi i32 [ %13, %6 ], [ 5381, %3 ]
  %9 = phi ptr [ %11, %6 ], [ %1, %3 ]
    #dbg_value(i32 %8, !252, !DIExpression(), !483)
    #dbg_value(ptr %9, !246, !DIExpression(), !483)
  %10 = mul i32 %8, 33, !dbg !487
  %11 = getelementptr inbounds i8, ptr %9, i32 1, !dbg !488
    #dbg_value(ptr %11, !246, !DIExpression(), !483)
  %12 = zext i8 %7 to i32, !dbg !489
  %13 = add i32 %10, %12, !dbg !490
    #dbg_value(i32 %13, !252, !DIExpression(), !483)
  %14 = load i8, ptr %11, align 1, !dbg !485, !tbaa !170
  %15 = icmp eq i8 %14, 0, !dbg !486
  br i1 %15, label %16, label %6, !dbg !486, !llvm.loop !491

16:                                               ; preds = %6, %3
  %17 = phi i32 [ 5381, %3 ], [ %13, %6 ], !dbg !483
  %18 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !492
  %19 = load i32, ptr %18, align 4, !dbg !492, !tbaa !152
  %20 = urem i32 %17, %19, !dbg !493
    #dbg_value(i32 %20, !478, !DIExpression(), !482)
  %21 = load ptr, ptr %0, align 4, !dbg !494, !tbaa !143
  %22 = getelementptr inbounds ptr, ptr %21, i32 %20, !dbg !495
    #dbg_value(ptr poison, !479, !DIExpression(), !496)
  %23 = load ptr, ptr %22, align 4, !dbg !497, !tbaa !176
  %24 = icmp eq ptr %23, null, !dbg !498
  br i1 %24, label %36, label %25, !dbg !498

25:                                               ; preds = %16, %32
  %26 = phi ptr [ %34, %32 ], [ %23, %16 ]
  %27 = load ptr, ptr %26, align 4, !dbg !499, !tbaa !270
  %28 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %27, ptr noundef nonnull dereferenceable(1) %1) #17, !dbg !502
  %29 = icmp eq i32 %28, 0, !dbg !503
  br i1 %29, label %30, label %32, !dbg !504

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %26, i32 4, !dbg !505
  store i32 %2, ptr %31, align 4, !dbg !507, !tbaa !284
  br label %135

32:                                               ; preds = %25
  %33 = getelementptr inbounds i8, ptr %26, i32 8, !dbg !508
    #dbg_value(ptr poison, !479, !DIExpression(), !496)
  %34 = load ptr, ptr %33, align 4, !dbg !497, !tbaa !176
    #dbg_value(ptr %34, !479, !DIExpression(), !496)
  %35 = icmp eq ptr %34, null, !dbg !498
  br i1 %35, label %36, label %25, !dbg !498, !llvm.loop !509

36:                                               ; preds = %32, %16
  %37 = tail call noalias dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #18, !dbg !511
    #dbg_value(ptr %37, !481, !DIExpression(), !482)
  %38 = tail call noalias ptr @strdup(ptr noundef nonnull %1) #15, !dbg !512
  store ptr %38, ptr %37, align 4, !dbg !513, !tbaa !270
  %39 = getelementptr inbounds i8, ptr %37, i32 4, !dbg !514
  store i32 %2, ptr %39, align 4, !dbg !515, !tbaa !284
  %40 = getelementptr inbounds i8, ptr %37, i32 8, !dbg !516
  store ptr %23, ptr %40, align 4, !dbg !517, !tbaa !333
  store ptr %37, ptr %22, align 4, !dbg !518, !tbaa !176
  %41 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !519
  %42 = load i32, ptr %41, align 4, !dbg !521, !tbaa !156
  %43 = add i32 %42, 1, !dbg !521
  store i32 %43, ptr %41, align 4, !dbg !521, !tbaa !156
  %44 = mul i32 %19, 3, !dbg !522
  %45 = lshr i32 %44, 2, !dbg !523
  %46 = icmp ugt i32 %43, %45, !dbg !524
  br i1 %46, label %47, label %135, !dbg !525

47:                                               ; preds = %36
    #dbg_value(ptr %0, !526, !DIExpression(), !542)
    #dbg_value(ptr null, !529, !DIExpression(), !542)
    #dbg_value(i32 0, !530, !DIExpression(), !544)
  %48 = load ptr, ptr %0, align 4, !dbg !545, !tbaa !143
  %49 = and i32 %19, 1, !dbg !546
  %50 = icmp eq i32 %19, 1, !dbg !546
  br i1 %50, label %53, label %51, !dbg !546

51:                                               ; preds = %47
  %52 = and i32 %19, -2, !dbg !546
  br label %75, !dbg !546

53:                                               ; preds = %100, %47
  %54 = phi ptr [ poison, %47 ], [ %101, %100 ]
  %55 = phi ptr [ null, %47 ], [ %101, %100 ]
  %56 = phi i32 [ 0, %47 ], [ %102, %100 ]
  %57 = icmp eq i32 %49, 0, !dbg !547
  br i1 %57, label %68, label %58, !dbg !547

58:                                               ; preds = %53
    #dbg_value(ptr %55, !529, !DIExpression(), !542)
    #dbg_value(i32 %56, !530, !DIExpression(), !544)
  %59 = getelementptr inbounds ptr, ptr %48, i32 %56, !dbg !548
  %60 = load ptr, ptr %59, align 4, !dbg !548, !tbaa !176
    #dbg_value(ptr %60, !532, !DIExpression(), !549)
  %61 = icmp eq ptr %60, null, !dbg !547
  br i1 %61, label %68, label %62, !dbg !547

62:                                               ; preds = %58, %62
  %63 = phi ptr [ %64, %62 ], [ %55, %58 ]
  %64 = phi ptr [ %66, %62 ], [ %60, %58 ]
    #dbg_value(ptr %63, !529, !DIExpression(), !542)
    #dbg_value(ptr %64, !532, !DIExpression(), !549)
  %65 = getelementptr inbounds i8, ptr %64, i32 8, !dbg !550
  %66 = load ptr, ptr %65, align 4, !dbg !550, !tbaa !333
    #dbg_value(ptr %66, !535, !DIExpression(), !551)
  store ptr %63, ptr %65, align 4, !dbg !552, !tbaa !333
    #dbg_value(ptr %64, !529, !DIExpression(), !542)
    #dbg_value(ptr %66, !532, !DIExpression(), !549)
  %67 = icmp eq ptr %66, null, !dbg !547
  br i1 %67, label %68, label %62, !dbg !547, !llvm.loop !553

68:                                               ; preds = %58, %62, %53
  %69 = phi ptr [ %54, %53 ], [ %55, %58 ], [ %64, %62 ], !dbg !542
  %70 = shl i32 %19, 1, !dbg !555
  %71 = or disjoint i32 %70, 1, !dbg !556
    #dbg_value(i32 %71, !537, !DIExpression(), !542)
  %72 = shl i32 %71, 2, !dbg !557
  %73 = tail call ptr @realloc(ptr noundef %48, i32 noundef %72) #19, !dbg !558
    #dbg_value(ptr %73, !538, !DIExpression(), !542)
  %74 = icmp eq ptr %73, null, !dbg !559
  br i1 %74, label %105, label %106, !dbg !561

75:                                               ; preds = %100, %51
  %76 = phi ptr [ null, %51 ], [ %101, %100 ]
  %77 = phi i32 [ 0, %51 ], [ %102, %100 ]
  %78 = phi i32 [ 0, %51 ], [ %103, %100 ]
    #dbg_value(ptr %76, !529, !DIExpression(), !542)
    #dbg_value(i32 %77, !530, !DIExpression(), !544)
  %79 = getelementptr inbounds ptr, ptr %48, i32 %77, !dbg !548
  %80 = load ptr, ptr %79, align 4, !dbg !548, !tbaa !176
    #dbg_value(ptr %80, !532, !DIExpression(), !549)
  %81 = icmp eq ptr %80, null, !dbg !547
  br i1 %81, label %88, label %82, !dbg !547

82:                                               ; preds = %75, %82
  %83 = phi ptr [ %84, %82 ], [ %76, %75 ]
  %84 = phi ptr [ %86, %82 ], [ %80, %75 ]
    #dbg_value(ptr %83, !529, !DIExpression(), !542)
    #dbg_value(ptr %84, !532, !DIExpression(), !549)
  %85 = getelementptr inbounds i8, ptr %84, i32 8, !dbg !550
  %86 = load ptr, ptr %85, align 4, !dbg !550, !tbaa !333
    #dbg_value(ptr %86, !535, !DIExpression(), !551)
  store ptr %83, ptr %85, align 4, !dbg !552, !tbaa !333
    #dbg_value(ptr %84, !529, !DIExpression(), !542)
    #dbg_value(ptr %86, !532, !DIExpression(), !549)
  %87 = icmp eq ptr %86, null, !dbg !547
  br i1 %87, label %88, label %82, !dbg !547, !llvm.loop !553

88:                                               ; preds = %82, %75
  %89 = phi ptr [ %76, %75 ], [ %84, %82 ], !dbg !542
  %90 = or disjoint i32 %77, 1, !dbg !562
    #dbg_value(ptr %89, !529, !DIExpression(), !542)
    #dbg_value(i32 %90, !530, !DIExpression(), !544)
  %91 = getelementptr inbounds ptr, ptr %48, i32 %90, !dbg !548
  %92 = load ptr, ptr %91, align 4, !dbg !548, !tbaa !176
    #dbg_value(ptr %92, !532, !DIExpression(), !549)
  %93 = icmp eq ptr %92, null, !dbg !547
  br i1 %93, label %100, label %94, !dbg !547

94:                                               ; preds = %88, %94
  %95 = phi ptr [ %96, %94 ], [ %89, %88 ]
  %96 = phi ptr [ %98, %94 ], [ %92, %88 ]
    #dbg_value(ptr %95, !529, !DIExpression(), !542)
    #dbg_value(ptr %96, !532, !DIExpression(), !549)
  %97 = getelementptr inbounds i8, ptr %96, i32 8, !dbg !550
  %98 = load ptr, ptr %97, align 4, !dbg !550, !tbaa !333
    #dbg_value(ptr %98, !535, !DIExpression(), !551)
  store ptr %95, ptr %97, align 4, !dbg !552, !tbaa !333
    #dbg_value(ptr %96, !529, !DIExpression(), !542)
    #dbg_value(ptr %98, !532, !DIExpression(), !549)
  %99 = icmp eq ptr %98, null, !dbg !547
  br i1 %99, label %100, label %94, !dbg !547, !llvm.loop !553

100:                                              ; preds = %94, %88
  %101 = phi ptr [ %89, %88 ], [ %96, %94 ], !dbg !542
  %102 = add nuw i32 %77, 2, !dbg !562
    #dbg_value(ptr %101, !529, !DIExpression(), !542)
    #dbg_value(i32 %102, !530, !DIExpression(), !544)
  %103 = add i32 %78, 2, !dbg !546
  %104 = icmp eq i32 %103, %52, !dbg !546
  br i1 %104, label %53, label %75, !dbg !546, !llvm.loop !563

105:                                              ; preds = %68
  tail call void @exit(i32 noundef 1) #20, !dbg !565
  unreachable, !dbg !565

106:                                              ; preds = %68
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(1) %73, i8 0, i32 %72, i1 false), !dbg !566
    #dbg_value(ptr %69, !529, !DIExpression(), !542)
  %107 = icmp eq ptr %69, null, !dbg !567
  br i1 %107, label %131, label %108, !dbg !567

108:                                              ; preds = %106, %125
  %109 = phi ptr [ %111, %125 ], [ %69, %106 ]
    #dbg_value(ptr %109, !529, !DIExpression(), !542)
  %110 = getelementptr inbounds i8, ptr %109, i32 8, !dbg !568
  %111 = load ptr, ptr %110, align 4, !dbg !568, !tbaa !333
    #dbg_value(ptr %111, !539, !DIExpression(), !569)
  %112 = load ptr, ptr %109, align 4, !dbg !570, !tbaa !270
    #dbg_value(ptr %112, !246, !DIExpression(), !571)
    #dbg_value(i32 5381, !252, !DIExpression(), !571)
  %113 = load i8, ptr %112, align 1, !dbg !573, !tbaa !170
  %114 = icmp eq i8 %113, 0, !dbg !574
  br i1 %114, label %125, label %115, !dbg !574

115:                                              ; preds = %108, %115
  %116 = phi i8 [ %123, %115 ], [ %113, %108 ]
  %117 = phi i32 [ %122, %115 ], [ 5381, %108 ]
  %118 = phi ptr [ %120, %115 ], [ %112, %108 ]
    #dbg_value(i32 %117, !252, !DIExpression(), !571)
    #dbg_value(ptr %118, !246, !DIExpression(), !571)
  %119 = mul i32 %117, 33, !dbg !575
  %120 = getelementptr inbounds i8, ptr %118, i32 1, !dbg !576
    #dbg_value(ptr %120, !246, !DIExpression(), !571)
  %121 = zext i8 %116 to i32, !dbg !577
  %122 = add i32 %119, %121, !dbg !578
    #dbg_value(i32 %122, !252, !DIExpression(), !571)
  %123 = load i8, ptr %120, align 1, !dbg !573, !tbaa !170
  %124 = icmp eq i8 %123, 0, !dbg !574
  br i1 %124, label %125, label %115, !dbg !574, !llvm.loop !579

125:                                              ; preds = %115, %108
  %126 = phi i32 [ 5381, %108 ], [ %122, %115 ], !dbg !571
  %127 = urem i32 %126, %71, !dbg !580
    #dbg_value(i32 %127, !541, !DIExpression(), !569)
  %128 = getelementptr inbounds ptr, ptr %73, i32 %127, !dbg !581
  %129 = load ptr, ptr %128, align 4, !dbg !581, !tbaa !176
  store ptr %129, ptr %110, align 4, !dbg !582, !tbaa !333
  store ptr %109, ptr %128, align 4, !dbg !583, !tbaa !176
    #dbg_value(ptr %111, !529, !DIExpression(), !542)
  %130 = icmp eq ptr %111, null, !dbg !567
  br i1 %130, label %131, label %108, !dbg !567, !llvm.loop !584

131:                                              ; preds = %125, %106
  store ptr %73, ptr %0, align 4, !dbg !586, !tbaa !143
  store i32 %71, ptr %18, align 4, !dbg !587, !tbaa !152
  %132 = getelementptr inbounds i8, ptr %0, i32 12, !dbg !588
  %133 = load i32, ptr %132, align 4, !dbg !589, !tbaa !160
  %134 = add nsw i32 %133, 1, !dbg !589
  store i32 %134, ptr %132, align 4, !dbg !589, !tbaa !160
  br label %135, !dbg !590

135:                                              ; preds = %30, %36, %131
  ret void, !dbg !591
}

; Function Attrs: nofree nounwind
declare !dbg !592 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !597 noalias noundef ptr @calloc(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !602 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !607 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !610 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !613 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !616 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: noreturn nounwind
declare !dbg !619 void @exit(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !622 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #12

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @strlen(ptr nocapture) local_unnamed_addr #13

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nofree nounwind willreturn memory(argmem: read) }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0,1) }
attributes #17 = { nounwind willreturn memory(read) }
attributes #18 = { nounwind allocsize(0) }
attributes #19 = { nounwind allocsize(1) }
attributes #20 = { noreturn nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hash_table.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "73f49a57fd5bd91d9eee3ee85249044b")
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
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !35, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34}
!33 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
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
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 256, elements: !62)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!62 = !{!63}
!63 = !DISubrange(count: 8)
!64 = !{i32 1, !"NumRegisterParameters", i32 0}
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !74, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!30}
!76 = !{!77, !94, !98, !100, !102, !103, !104, !106, !109, !110, !112, !113, !114, !115, !117, !120, !122, !123, !125}
!77 = !DILocalVariable(name: "t", scope: !73, file: !2, line: 124, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 13, size: 128, elements: !79)
!79 = !{!80, !88, !92, !93}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !78, file: !2, line: 14, baseType: !81, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 32)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 96, elements: !84)
!84 = !{!85, !86, !87}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !83, file: !2, line: 8, baseType: !29, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !83, file: !2, line: 9, baseType: !33, size: 32, offset: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !83, file: !2, line: 10, baseType: !82, size: 32, offset: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !78, file: !2, line: 15, baseType: !89, size: 32, offset: 32)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !90, line: 18, baseType: !91)
!90 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !78, file: !2, line: 15, baseType: !89, size: 32, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "rehashes", scope: !78, file: !2, line: 16, baseType: !30, size: 32, offset: 96)
!94 = !DILocalVariable(name: "key", scope: !73, file: !2, line: 126, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 64)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 127, type: !30)
!99 = distinct !DILexicalBlock(scope: !73, file: !2, line: 127, column: 5)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 134, type: !30)
!101 = distinct !DILexicalBlock(scope: !73, file: !2, line: 134, column: 5)
!102 = !DILocalVariable(name: "sum", scope: !73, file: !2, line: 138, type: !33)
!103 = !DILocalVariable(name: "found", scope: !73, file: !2, line: 139, type: !30)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 140, type: !30)
!105 = distinct !DILexicalBlock(scope: !73, file: !2, line: 140, column: 5)
!106 = !DILocalVariable(name: "e", scope: !107, file: !2, line: 142, type: !82)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 140, column: 38)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 140, column: 5)
!109 = !DILocalVariable(name: "deleted", scope: !73, file: !2, line: 149, type: !30)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 150, type: !30)
!111 = distinct !DILexicalBlock(scope: !73, file: !2, line: 150, column: 5)
!112 = !DILocalVariable(name: "longest", scope: !73, file: !2, line: 157, type: !89)
!113 = !DILocalVariable(name: "empty", scope: !73, file: !2, line: 157, type: !89)
!114 = !DILocalVariable(name: "total", scope: !73, file: !2, line: 158, type: !33)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 159, type: !89)
!116 = distinct !DILexicalBlock(scope: !73, file: !2, line: 159, column: 5)
!117 = !DILocalVariable(name: "len", scope: !118, file: !2, line: 160, type: !89)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 159, column: 45)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 159, column: 5)
!120 = !DILocalVariable(name: "e", scope: !121, file: !2, line: 161, type: !82)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 161, column: 9)
!122 = !DILocalVariable(name: "shown", scope: !73, file: !2, line: 173, type: !30)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 174, type: !89)
!124 = distinct !DILexicalBlock(scope: !73, file: !2, line: 174, column: 5)
!125 = !DILocalVariable(name: "e", scope: !126, file: !2, line: 175, type: !82)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 175, column: 9)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 174, column: 5)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !73)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 124, column: 5, scope: !73)
!132 = !DILocalVariable(name: "t", arg: 1, scope: !133, file: !2, line: 26, type: !136)
!133 = distinct !DISubprogram(name: "table_init", scope: !2, file: !2, line: 26, type: !134, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !137)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !136, !89}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
!137 = !{!132, !138}
!138 = !DILocalVariable(name: "n", arg: 2, scope: !133, file: !2, line: 26, type: !89)
!139 = !DILocation(line: 0, scope: !133, inlinedAt: !140)
!140 = distinct !DILocation(line: 125, column: 5, scope: !73)
!141 = !DILocation(line: 27, column: 18, scope: !133, inlinedAt: !140)
!142 = !DILocation(line: 27, column: 16, scope: !133, inlinedAt: !140)
!143 = !{!144, !145, i64 0}
!144 = !{!"table", !145, i64 0, !148, i64 4, !148, i64 8, !148, i64 12}
!145 = !{!"any pointer", !146, i64 0}
!146 = !{!"omnipotent char", !147, i64 0}
!147 = !{!"Simple C/C++ TBAA"}
!148 = !{!"int", !146, i64 0}
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 28, column: 8, scope: !133, inlinedAt: !140)
!151 = !DILocation(line: 28, column: 17, scope: !133, inlinedAt: !140)
!152 = !{!144, !148, i64 4}
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 29, column: 8, scope: !133, inlinedAt: !140)
!155 = !DILocation(line: 29, column: 14, scope: !133, inlinedAt: !140)
!156 = !{!144, !148, i64 8}
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 30, column: 8, scope: !133, inlinedAt: !140)
!159 = !DILocation(line: 30, column: 17, scope: !133, inlinedAt: !140)
!160 = !{!144, !148, i64 12}
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 126, column: 5, scope: !73)
!163 = !DILocation(line: 0, scope: !99)
!164 = !DILocation(line: 127, column: 5, scope: !99)
!165 = !DILocation(line: 0, scope: !26, inlinedAt: !166)
!166 = distinct !DILocation(line: 128, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 127, column: 35)
!168 = distinct !DILexicalBlock(scope: !99, file: !2, line: 127, column: 5)
!169 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !166)
!170 = !{!146, !146, i64 0}
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !166)
!173 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !166)
!174 = distinct !DILexicalBlock(scope: !26, file: !2, line: 117, column: 8)
!175 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !166)
!176 = !{!145, !145, i64 0}
!177 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !166)
!178 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !166)
!179 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !166)
!180 = distinct !{!180, !172, !181, !182}
!181 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !166)
!182 = !{!"llvm.loop.mustprogress"}
!183 = !DILocation(line: 129, column: 30, scope: !167)
!184 = !DILocation(line: 129, column: 9, scope: !167)
!185 = !DILocation(line: 130, column: 15, scope: !186)
!186 = distinct !DILexicalBlock(scope: !167, file: !2, line: 130, column: 13)
!187 = !DILocation(line: 130, column: 20, scope: !186)
!188 = !DILocation(line: 0, scope: !168)
!189 = !DILocation(line: 130, column: 13, scope: !167)
!190 = !DILocation(line: 131, column: 86, scope: !186)
!191 = !DILocation(line: 132, column: 22, scope: !186)
!192 = !DILocation(line: 132, column: 34, scope: !186)
!193 = !DILocation(line: 131, column: 13, scope: !186)
!194 = !DILocation(line: 127, column: 23, scope: !168)
!195 = distinct !{!195, !164, !196, !182}
!196 = !DILocation(line: 133, column: 5, scope: !99)
!197 = !DILocation(line: 0, scope: !105)
!198 = !DILocation(line: 140, column: 5, scope: !105)
!199 = !DILocation(line: 0, scope: !101)
!200 = !DILocation(line: 0, scope: !26, inlinedAt: !201)
!201 = distinct !DILocation(line: 135, column: 9, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 134, column: 38)
!203 = distinct !DILexicalBlock(scope: !101, file: !2, line: 134, column: 5)
!204 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !201)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !201)
!207 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !201)
!208 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !201)
!209 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !201)
!210 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !201)
!211 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !201)
!212 = distinct !{!212, !206, !213, !182}
!213 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !201)
!214 = !DILocation(line: 136, column: 22, scope: !202)
!215 = !DILocation(line: 136, column: 9, scope: !202)
!216 = !DILocation(line: 134, column: 32, scope: !203)
!217 = !DILocation(line: 134, column: 23, scope: !203)
!218 = !DILocation(line: 134, column: 5, scope: !101)
!219 = distinct !{!219, !218, !220, !182}
!220 = !DILocation(line: 137, column: 5, scope: !101)
!221 = !DILocation(line: 148, column: 5, scope: !73)
!222 = !DILocation(line: 0, scope: !111)
!223 = !DILocation(line: 150, column: 5, scope: !111)
!224 = !DILocation(line: 0, scope: !26, inlinedAt: !225)
!225 = distinct !DILocation(line: 141, column: 9, scope: !107)
!226 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !225)
!227 = distinct !DIAssignID()
!228 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !225)
!229 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !225)
!230 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !225)
!231 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !225)
!232 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !225)
!233 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !225)
!234 = distinct !{!234, !228, !235, !182}
!235 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !225)
!236 = !DILocalVariable(name: "t", arg: 1, scope: !237, file: !2, line: 79, type: !136)
!237 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 79, type: !238, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !240)
!238 = !DISubroutineType(types: !239)
!239 = !{!82, !136, !60}
!240 = !{!236, !241, !242}
!241 = !DILocalVariable(name: "key", arg: 2, scope: !237, file: !2, line: 79, type: !60)
!242 = !DILocalVariable(name: "e", scope: !243, file: !2, line: 80, type: !82)
!243 = distinct !DILexicalBlock(scope: !237, file: !2, line: 80, column: 5)
!244 = !DILocation(line: 0, scope: !237, inlinedAt: !245)
!245 = distinct !DILocation(line: 142, column: 27, scope: !107)
!246 = !DILocalVariable(name: "s", arg: 1, scope: !247, file: !2, line: 19, type: !60)
!247 = distinct !DISubprogram(name: "hash", scope: !2, file: !2, line: 19, type: !248, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !251)
!248 = !DISubroutineType(types: !249)
!249 = !{!250, !60}
!250 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!251 = !{!246, !252}
!252 = !DILocalVariable(name: "h", scope: !247, file: !2, line: 20, type: !250)
!253 = !DILocation(line: 0, scope: !247, inlinedAt: !254)
!254 = distinct !DILocation(line: 80, column: 39, scope: !243, inlinedAt: !245)
!255 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !254)
!256 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !254)
!257 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !254)
!258 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !254)
!259 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !254)
!260 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !254)
!261 = distinct !{!261, !256, !258, !182}
!262 = !DILocation(line: 80, column: 49, scope: !243, inlinedAt: !245)
!263 = !DILocation(line: 80, column: 28, scope: !243, inlinedAt: !245)
!264 = !DILocation(line: 0, scope: !243, inlinedAt: !245)
!265 = !DILocation(line: 80, scope: !243, inlinedAt: !245)
!266 = !DILocation(line: 80, column: 5, scope: !243, inlinedAt: !245)
!267 = !DILocation(line: 81, column: 23, scope: !268, inlinedAt: !245)
!268 = distinct !DILexicalBlock(scope: !269, file: !2, line: 81, column: 13)
!269 = distinct !DILexicalBlock(scope: !243, file: !2, line: 80, column: 5)
!270 = !{!271, !145, i64 0}
!271 = !{!"entry", !145, i64 0, !272, i64 4, !145, i64 8}
!272 = !{!"long", !146, i64 0}
!273 = !DILocation(line: 81, column: 13, scope: !268, inlinedAt: !245)
!274 = !DILocation(line: 81, column: 33, scope: !268, inlinedAt: !245)
!275 = !DILocation(line: 81, column: 13, scope: !269, inlinedAt: !245)
!276 = !DILocation(line: 80, column: 75, scope: !269, inlinedAt: !245)
!277 = distinct !{!277, !266, !278, !182}
!278 = !DILocation(line: 82, column: 20, scope: !243, inlinedAt: !245)
!279 = !DILocation(line: 0, scope: !107)
!280 = !DILocation(line: 144, column: 18, scope: !281)
!281 = distinct !DILexicalBlock(scope: !282, file: !2, line: 143, column: 16)
!282 = distinct !DILexicalBlock(scope: !107, file: !2, line: 143, column: 13)
!283 = !DILocation(line: 145, column: 23, scope: !281)
!284 = !{!271, !272, i64 4}
!285 = !DILocation(line: 145, column: 17, scope: !281)
!286 = !DILocation(line: 146, column: 9, scope: !281)
!287 = !DILocation(line: 140, column: 32, scope: !108)
!288 = !DILocation(line: 140, column: 23, scope: !108)
!289 = distinct !{!289, !198, !290, !182}
!290 = !DILocation(line: 147, column: 5, scope: !105)
!291 = !DILocation(line: 0, scope: !26, inlinedAt: !292)
!292 = distinct !DILocation(line: 154, column: 5, scope: !73)
!293 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !292)
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !292)
!296 = !DILocalVariable(name: "t", arg: 1, scope: !297, file: !2, line: 86, type: !136)
!297 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 86, type: !298, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{!30, !136, !60}
!300 = !{!296, !301, !302, !303}
!301 = !DILocalVariable(name: "key", arg: 2, scope: !297, file: !2, line: 86, type: !60)
!302 = !DILocalVariable(name: "pp", scope: !297, file: !2, line: 87, type: !81)
!303 = !DILocalVariable(name: "dead", scope: !304, file: !2, line: 90, type: !82)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 89, column: 43)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 89, column: 13)
!306 = distinct !DILexicalBlock(scope: !307, file: !2, line: 88, column: 5)
!307 = distinct !DILexicalBlock(scope: !297, file: !2, line: 88, column: 5)
!308 = !DILocation(line: 0, scope: !297, inlinedAt: !309)
!309 = distinct !DILocation(line: 155, column: 16, scope: !73)
!310 = !DILocation(line: 87, column: 29, scope: !297, inlinedAt: !309)
!311 = !DILocation(line: 0, scope: !247, inlinedAt: !312)
!312 = distinct !DILocation(line: 87, column: 37, scope: !297, inlinedAt: !309)
!313 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !312)
!314 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !312)
!315 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !312)
!316 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !312)
!317 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !312)
!318 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !312)
!319 = distinct !{!319, !314, !316, !182}
!320 = !DILocation(line: 87, column: 52, scope: !297, inlinedAt: !309)
!321 = !DILocation(line: 87, column: 47, scope: !297, inlinedAt: !309)
!322 = !DILocation(line: 87, column: 26, scope: !297, inlinedAt: !309)
!323 = !DILocation(line: 88, column: 12, scope: !306, inlinedAt: !309)
!324 = !DILocation(line: 88, column: 5, scope: !307, inlinedAt: !309)
!325 = !DILocation(line: 89, column: 27, scope: !305, inlinedAt: !309)
!326 = !DILocation(line: 89, column: 13, scope: !305, inlinedAt: !309)
!327 = !DILocation(line: 89, column: 37, scope: !305, inlinedAt: !309)
!328 = !DILocation(line: 89, column: 13, scope: !306, inlinedAt: !309)
!329 = distinct !{!329, !324, !330, !182}
!330 = !DILocation(line: 96, column: 9, scope: !307, inlinedAt: !309)
!331 = !DILocation(line: 91, column: 25, scope: !304, inlinedAt: !309)
!332 = !DILocation(line: 0, scope: !304, inlinedAt: !309)
!333 = !{!271, !145, i64 8}
!334 = !DILocation(line: 91, column: 17, scope: !304, inlinedAt: !309)
!335 = !DILocation(line: 92, column: 24, scope: !304, inlinedAt: !309)
!336 = !DILocation(line: 92, column: 13, scope: !304, inlinedAt: !309)
!337 = !DILocation(line: 93, column: 13, scope: !304, inlinedAt: !309)
!338 = !DILocation(line: 94, column: 21, scope: !304, inlinedAt: !309)
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 88, column: 30, scope: !306, inlinedAt: !309)
!341 = !DILocation(line: 155, column: 13, scope: !73)
!342 = !DILocation(line: 156, column: 49, scope: !73)
!343 = !DILocation(line: 156, column: 5, scope: !73)
!344 = !DILocation(line: 0, scope: !116)
!345 = !DILocation(line: 159, column: 5, scope: !116)
!346 = !DILocation(line: 0, scope: !26, inlinedAt: !347)
!347 = distinct !DILocation(line: 151, column: 9, scope: !348)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 150, column: 38)
!349 = distinct !DILexicalBlock(scope: !111, file: !2, line: 150, column: 5)
!350 = !DILocation(line: 115, column: 12, scope: !26, inlinedAt: !347)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 117, column: 5, scope: !26, inlinedAt: !347)
!353 = !DILocation(line: 118, column: 28, scope: !174, inlinedAt: !347)
!354 = !DILocation(line: 118, column: 21, scope: !174, inlinedAt: !347)
!355 = !DILocation(line: 118, column: 9, scope: !174, inlinedAt: !347)
!356 = !DILocation(line: 119, column: 11, scope: !174, inlinedAt: !347)
!357 = !DILocation(line: 120, column: 5, scope: !174, inlinedAt: !347)
!358 = distinct !{!358, !352, !359, !182}
!359 = !DILocation(line: 120, column: 15, scope: !26, inlinedAt: !347)
!360 = !DILocation(line: 0, scope: !297, inlinedAt: !361)
!361 = distinct !DILocation(line: 152, column: 20, scope: !348)
!362 = !DILocation(line: 87, column: 29, scope: !297, inlinedAt: !361)
!363 = !DILocation(line: 0, scope: !247, inlinedAt: !364)
!364 = distinct !DILocation(line: 87, column: 37, scope: !297, inlinedAt: !361)
!365 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !364)
!366 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !364)
!367 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !364)
!368 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !364)
!369 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !364)
!370 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !364)
!371 = distinct !{!371, !366, !368, !182}
!372 = !DILocation(line: 87, column: 52, scope: !297, inlinedAt: !361)
!373 = !DILocation(line: 87, column: 47, scope: !297, inlinedAt: !361)
!374 = !DILocation(line: 87, column: 26, scope: !297, inlinedAt: !361)
!375 = !DILocation(line: 88, column: 12, scope: !306, inlinedAt: !361)
!376 = !DILocation(line: 88, column: 5, scope: !307, inlinedAt: !361)
!377 = !DILocation(line: 89, column: 27, scope: !305, inlinedAt: !361)
!378 = !DILocation(line: 89, column: 13, scope: !305, inlinedAt: !361)
!379 = !DILocation(line: 89, column: 37, scope: !305, inlinedAt: !361)
!380 = !DILocation(line: 89, column: 13, scope: !306, inlinedAt: !361)
!381 = distinct !{!381, !376, !382, !182}
!382 = !DILocation(line: 96, column: 9, scope: !307, inlinedAt: !361)
!383 = !DILocation(line: 91, column: 25, scope: !304, inlinedAt: !361)
!384 = !DILocation(line: 0, scope: !304, inlinedAt: !361)
!385 = !DILocation(line: 91, column: 17, scope: !304, inlinedAt: !361)
!386 = !DILocation(line: 92, column: 24, scope: !304, inlinedAt: !361)
!387 = !DILocation(line: 92, column: 13, scope: !304, inlinedAt: !361)
!388 = !DILocation(line: 93, column: 13, scope: !304, inlinedAt: !361)
!389 = !DILocation(line: 94, column: 21, scope: !304, inlinedAt: !361)
!390 = distinct !DIAssignID()
!391 = !DILocation(line: 88, column: 30, scope: !306, inlinedAt: !361)
!392 = !DILocation(line: 152, column: 17, scope: !348)
!393 = !DILocation(line: 150, column: 32, scope: !349)
!394 = !DILocation(line: 150, column: 23, scope: !349)
!395 = distinct !{!395, !223, !396, !182}
!396 = !DILocation(line: 153, column: 5, scope: !111)
!397 = !DILocation(line: 170, column: 5, scope: !73)
!398 = !DILocation(line: 0, scope: !124)
!399 = !DILocation(line: 174, column: 5, scope: !124)
!400 = !DILocation(line: 0, scope: !118)
!401 = !DILocation(line: 161, column: 32, scope: !121)
!402 = !DILocation(line: 0, scope: !121)
!403 = !DILocation(line: 161, scope: !121)
!404 = !DILocation(line: 161, column: 9, scope: !121)
!405 = !DILocation(line: 165, column: 13, scope: !118)
!406 = !DILocation(line: 167, column: 14, scope: !407)
!407 = distinct !DILexicalBlock(scope: !118, file: !2, line: 167, column: 13)
!408 = !DILocation(line: 167, column: 13, scope: !118)
!409 = !DILocation(line: 159, column: 41, scope: !119)
!410 = !DILocation(line: 159, column: 26, scope: !119)
!411 = distinct !{!411, !345, !412, !182}
!412 = !DILocation(line: 169, column: 5, scope: !116)
!413 = !DILocation(line: 162, column: 16, scope: !414)
!414 = distinct !DILexicalBlock(scope: !415, file: !2, line: 161, column: 62)
!415 = distinct !DILexicalBlock(scope: !121, file: !2, line: 161, column: 9)
!416 = !DILocation(line: 163, column: 25, scope: !414)
!417 = !DILocation(line: 163, column: 19, scope: !414)
!418 = !DILocation(line: 161, column: 56, scope: !415)
!419 = distinct !{!419, !404, !420, !182}
!420 = !DILocation(line: 164, column: 9, scope: !121)
!421 = !DILocalVariable(name: "i", scope: !422, file: !2, line: 101, type: !89)
!422 = distinct !DILexicalBlock(scope: !423, file: !2, line: 101, column: 5)
!423 = distinct !DISubprogram(name: "table_free", scope: !2, file: !2, line: 100, type: !424, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !426)
!424 = !DISubroutineType(types: !425)
!425 = !{null, !136}
!426 = !{!427, !421, !428, !431}
!427 = !DILocalVariable(name: "t", arg: 1, scope: !423, file: !2, line: 100, type: !136)
!428 = !DILocalVariable(name: "e", scope: !429, file: !2, line: 102, type: !82)
!429 = distinct !DILexicalBlock(scope: !430, file: !2, line: 101, column: 46)
!430 = distinct !DILexicalBlock(scope: !422, file: !2, line: 101, column: 5)
!431 = !DILocalVariable(name: "next", scope: !432, file: !2, line: 104, type: !82)
!432 = distinct !DILexicalBlock(scope: !429, file: !2, line: 103, column: 19)
!433 = !DILocation(line: 0, scope: !422, inlinedAt: !434)
!434 = distinct !DILocation(line: 177, column: 5, scope: !73)
!435 = !DILocation(line: 102, column: 27, scope: !429, inlinedAt: !434)
!436 = !DILocation(line: 0, scope: !429, inlinedAt: !434)
!437 = !DILocation(line: 103, column: 9, scope: !429, inlinedAt: !434)
!438 = !DILocation(line: 104, column: 37, scope: !432, inlinedAt: !434)
!439 = !DILocation(line: 0, scope: !432, inlinedAt: !434)
!440 = !DILocation(line: 105, column: 21, scope: !432, inlinedAt: !434)
!441 = !DILocation(line: 105, column: 13, scope: !432, inlinedAt: !434)
!442 = !DILocation(line: 106, column: 13, scope: !432, inlinedAt: !434)
!443 = distinct !{!443, !437, !444, !182}
!444 = !DILocation(line: 108, column: 9, scope: !429, inlinedAt: !434)
!445 = !DILocation(line: 101, column: 42, scope: !430, inlinedAt: !434)
!446 = !DILocation(line: 101, column: 26, scope: !430, inlinedAt: !434)
!447 = !DILocation(line: 101, column: 5, scope: !422, inlinedAt: !434)
!448 = distinct !{!448, !447, !449, !182}
!449 = !DILocation(line: 109, column: 5, scope: !422, inlinedAt: !434)
!450 = !DILocation(line: 110, column: 5, scope: !423, inlinedAt: !434)
!451 = !DILocation(line: 179, column: 1, scope: !73)
!452 = !DILocation(line: 175, column: 32, scope: !126)
!453 = !DILocation(line: 0, scope: !126)
!454 = !DILocation(line: 175, scope: !126)
!455 = !DILocation(line: 175, column: 46, scope: !456)
!456 = distinct !DILexicalBlock(scope: !126, file: !2, line: 175, column: 9)
!457 = !DILocation(line: 175, column: 9, scope: !126)
!458 = !DILocation(line: 174, column: 55, scope: !127)
!459 = !DILocation(line: 174, column: 26, scope: !127)
!460 = !DILocation(line: 174, column: 39, scope: !127)
!461 = distinct !{!461, !399, !462, !182}
!462 = !DILocation(line: 176, column: 61, scope: !124)
!463 = !DILocation(line: 176, column: 48, scope: !456)
!464 = !DILocation(line: 176, column: 56, scope: !456)
!465 = !DILocation(line: 176, column: 13, scope: !456)
!466 = !DILocation(line: 175, column: 70, scope: !456)
!467 = !DILocation(line: 175, column: 81, scope: !456)
!468 = !DILocation(line: 175, column: 48, scope: !456)
!469 = distinct !{!469, !457, !470, !182}
!470 = !DILocation(line: 176, column: 61, scope: !126)
!471 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 63, type: !472, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !474)
!472 = !DISubroutineType(types: !473)
!473 = !{null, !136, !60, !33}
!474 = !{!475, !476, !477, !478, !479, !481}
!475 = !DILocalVariable(name: "t", arg: 1, scope: !471, file: !2, line: 63, type: !136)
!476 = !DILocalVariable(name: "key", arg: 2, scope: !471, file: !2, line: 63, type: !60)
!477 = !DILocalVariable(name: "value", arg: 3, scope: !471, file: !2, line: 63, type: !33)
!478 = !DILocalVariable(name: "b", scope: !471, file: !2, line: 64, type: !89)
!479 = !DILocalVariable(name: "e", scope: !480, file: !2, line: 65, type: !82)
!480 = distinct !DILexicalBlock(scope: !471, file: !2, line: 65, column: 5)
!481 = !DILocalVariable(name: "e", scope: !471, file: !2, line: 70, type: !82)
!482 = !DILocation(line: 0, scope: !471)
!483 = !DILocation(line: 0, scope: !247, inlinedAt: !484)
!484 = distinct !DILocation(line: 64, column: 16, scope: !471)
!485 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !484)
!486 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !484)
!487 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !484)
!488 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !484)
!489 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !484)
!490 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !484)
!491 = distinct !{!491, !486, !488, !182}
!492 = !DILocation(line: 64, column: 31, scope: !471)
!493 = !DILocation(line: 64, column: 26, scope: !471)
!494 = !DILocation(line: 65, column: 31, scope: !480)
!495 = !DILocation(line: 65, column: 28, scope: !480)
!496 = !DILocation(line: 0, scope: !480)
!497 = !DILocation(line: 65, scope: !480)
!498 = !DILocation(line: 65, column: 5, scope: !480)
!499 = !DILocation(line: 66, column: 23, scope: !500)
!500 = distinct !DILexicalBlock(scope: !501, file: !2, line: 66, column: 13)
!501 = distinct !DILexicalBlock(scope: !480, file: !2, line: 65, column: 5)
!502 = !DILocation(line: 66, column: 13, scope: !500)
!503 = !DILocation(line: 66, column: 33, scope: !500)
!504 = !DILocation(line: 66, column: 13, scope: !501)
!505 = !DILocation(line: 67, column: 16, scope: !506)
!506 = distinct !DILexicalBlock(scope: !500, file: !2, line: 66, column: 39)
!507 = !DILocation(line: 67, column: 22, scope: !506)
!508 = !DILocation(line: 65, column: 53, scope: !501)
!509 = distinct !{!509, !498, !510, !182}
!510 = !DILocation(line: 69, column: 9, scope: !480)
!511 = !DILocation(line: 70, column: 23, scope: !471)
!512 = !DILocation(line: 71, column: 14, scope: !471)
!513 = !DILocation(line: 71, column: 12, scope: !471)
!514 = !DILocation(line: 72, column: 8, scope: !471)
!515 = !DILocation(line: 72, column: 14, scope: !471)
!516 = !DILocation(line: 73, column: 8, scope: !471)
!517 = !DILocation(line: 73, column: 13, scope: !471)
!518 = !DILocation(line: 74, column: 19, scope: !471)
!519 = !DILocation(line: 75, column: 14, scope: !520)
!520 = distinct !DILexicalBlock(scope: !471, file: !2, line: 75, column: 9)
!521 = !DILocation(line: 75, column: 9, scope: !520)
!522 = !DILocation(line: 75, column: 34, scope: !520)
!523 = !DILocation(line: 75, column: 38, scope: !520)
!524 = !DILocation(line: 75, column: 20, scope: !520)
!525 = !DILocation(line: 75, column: 9, scope: !471)
!526 = !DILocalVariable(name: "t", arg: 1, scope: !527, file: !2, line: 35, type: !136)
!527 = distinct !DISubprogram(name: "rehash", scope: !2, file: !2, line: 35, type: !424, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !31, retainedNodes: !528)
!528 = !{!526, !529, !530, !532, !535, !537, !538, !539, !541}
!529 = !DILocalVariable(name: "all", scope: !527, file: !2, line: 36, type: !82)
!530 = !DILocalVariable(name: "i", scope: !531, file: !2, line: 37, type: !89)
!531 = distinct !DILexicalBlock(scope: !527, file: !2, line: 37, column: 5)
!532 = !DILocalVariable(name: "e", scope: !533, file: !2, line: 38, type: !82)
!533 = distinct !DILexicalBlock(scope: !534, file: !2, line: 37, column: 46)
!534 = distinct !DILexicalBlock(scope: !531, file: !2, line: 37, column: 5)
!535 = !DILocalVariable(name: "next", scope: !536, file: !2, line: 40, type: !82)
!536 = distinct !DILexicalBlock(scope: !533, file: !2, line: 39, column: 19)
!537 = !DILocalVariable(name: "n", scope: !527, file: !2, line: 46, type: !89)
!538 = !DILocalVariable(name: "nb", scope: !527, file: !2, line: 47, type: !81)
!539 = !DILocalVariable(name: "next", scope: !540, file: !2, line: 52, type: !82)
!540 = distinct !DILexicalBlock(scope: !527, file: !2, line: 51, column: 17)
!541 = !DILocalVariable(name: "b", scope: !540, file: !2, line: 53, type: !89)
!542 = !DILocation(line: 0, scope: !527, inlinedAt: !543)
!543 = distinct !DILocation(line: 76, column: 9, scope: !520)
!544 = !DILocation(line: 0, scope: !531, inlinedAt: !543)
!545 = !DILocation(line: 47, column: 36, scope: !527, inlinedAt: !543)
!546 = !DILocation(line: 37, column: 5, scope: !531, inlinedAt: !543)
!547 = !DILocation(line: 39, column: 9, scope: !533, inlinedAt: !543)
!548 = !DILocation(line: 38, column: 27, scope: !533, inlinedAt: !543)
!549 = !DILocation(line: 0, scope: !533, inlinedAt: !543)
!550 = !DILocation(line: 40, column: 37, scope: !536, inlinedAt: !543)
!551 = !DILocation(line: 0, scope: !536, inlinedAt: !543)
!552 = !DILocation(line: 41, column: 21, scope: !536, inlinedAt: !543)
!553 = distinct !{!553, !547, !554, !182}
!554 = !DILocation(line: 44, column: 9, scope: !533, inlinedAt: !543)
!555 = !DILocation(line: 46, column: 28, scope: !527, inlinedAt: !543)
!556 = !DILocation(line: 46, column: 32, scope: !527, inlinedAt: !543)
!557 = !DILocation(line: 47, column: 47, scope: !527, inlinedAt: !543)
!558 = !DILocation(line: 47, column: 25, scope: !527, inlinedAt: !543)
!559 = !DILocation(line: 48, column: 10, scope: !560, inlinedAt: !543)
!560 = distinct !DILexicalBlock(scope: !527, file: !2, line: 48, column: 9)
!561 = !DILocation(line: 48, column: 9, scope: !527, inlinedAt: !543)
!562 = !DILocation(line: 37, column: 42, scope: !534, inlinedAt: !543)
!563 = distinct !{!563, !546, !564, !182}
!564 = !DILocation(line: 45, column: 5, scope: !531, inlinedAt: !543)
!565 = !DILocation(line: 49, column: 9, scope: !560, inlinedAt: !543)
!566 = !DILocation(line: 50, column: 5, scope: !527, inlinedAt: !543)
!567 = !DILocation(line: 51, column: 5, scope: !527, inlinedAt: !543)
!568 = !DILocation(line: 52, column: 35, scope: !540, inlinedAt: !543)
!569 = !DILocation(line: 0, scope: !540, inlinedAt: !543)
!570 = !DILocation(line: 53, column: 30, scope: !540, inlinedAt: !543)
!571 = !DILocation(line: 0, scope: !247, inlinedAt: !572)
!572 = distinct !DILocation(line: 53, column: 20, scope: !540, inlinedAt: !543)
!573 = !DILocation(line: 21, column: 12, scope: !247, inlinedAt: !572)
!574 = !DILocation(line: 21, column: 5, scope: !247, inlinedAt: !572)
!575 = !DILocation(line: 22, column: 15, scope: !247, inlinedAt: !572)
!576 = !DILocation(line: 22, column: 39, scope: !247, inlinedAt: !572)
!577 = !DILocation(line: 22, column: 22, scope: !247, inlinedAt: !572)
!578 = !DILocation(line: 22, column: 20, scope: !247, inlinedAt: !572)
!579 = distinct !{!579, !574, !576, !182}
!580 = !DILocation(line: 53, column: 35, scope: !540, inlinedAt: !543)
!581 = !DILocation(line: 54, column: 21, scope: !540, inlinedAt: !543)
!582 = !DILocation(line: 54, column: 19, scope: !540, inlinedAt: !543)
!583 = !DILocation(line: 55, column: 15, scope: !540, inlinedAt: !543)
!584 = distinct !{!584, !567, !585, !182}
!585 = !DILocation(line: 57, column: 5, scope: !527, inlinedAt: !543)
!586 = !DILocation(line: 58, column: 16, scope: !527, inlinedAt: !543)
!587 = !DILocation(line: 59, column: 17, scope: !527, inlinedAt: !543)
!588 = !DILocation(line: 60, column: 8, scope: !527, inlinedAt: !543)
!589 = !DILocation(line: 60, column: 16, scope: !527, inlinedAt: !543)
!590 = !DILocation(line: 76, column: 9, scope: !520)
!591 = !DILocation(line: 77, column: 1, scope: !471)
!592 = !DISubprogram(name: "printf", scope: !593, file: !593, line: 356, type: !594, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!594 = !DISubroutineType(types: !595)
!595 = !{!30, !596, null}
!596 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!597 = !DISubprogram(name: "calloc", scope: !598, file: !598, line: 556, type: !599, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!599 = !DISubroutineType(types: !600)
!600 = !{!601, !89, !89}
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!602 = !DISubprogram(name: "strcat", scope: !603, file: !603, line: 149, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!604 = !DISubroutineType(types: !605)
!605 = !{!29, !606, !596}
!606 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !29)
!607 = !DISubprogram(name: "strcmp", scope: !603, file: !603, line: 156, type: !608, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubroutineType(types: !609)
!609 = !{!30, !60, !60}
!610 = !DISubprogram(name: "malloc", scope: !598, file: !598, line: 553, type: !611, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!611 = !DISubroutineType(types: !612)
!612 = !{!601, !89}
!613 = !DISubprogram(name: "strdup", scope: !603, file: !603, line: 187, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!614 = !DISubroutineType(types: !615)
!615 = !{!29, !60}
!616 = !DISubprogram(name: "realloc", scope: !598, file: !598, line: 564, type: !617, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!617 = !DISubroutineType(types: !618)
!618 = !{!601, !601, !89}
!619 = !DISubprogram(name: "exit", scope: !598, file: !598, line: 637, type: !620, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!620 = !DISubroutineType(types: !621)
!621 = !{null, !30}
!622 = !DISubprogram(name: "free", scope: !598, file: !598, line: 568, type: !623, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!623 = !DISubroutineType(types: !624)
!624 = !{null, !601}
